// The ports of the stacks the browser tests start (apart from `npm start`'s 8787 and 54321), in
// one place for the tests (tests/e2e/support/servers.ts) and their runner (scripts/e2e.mjs).
// E2E_PORT_OFFSET shifts them all, so two checkouts can run their suites side by side.

export function testPorts(offset = Number(process.env.E2E_PORT_OFFSET ?? 0)) {
  return {
    site: 8799 + offset,
    inspector: 9239 + offset,
    db: 54329 + offset,
    /** A second Worker whose Supabase URL points at a closed port: "Supabase is down". */
    siteWithoutAuth: 8899 + offset,
    inspectorWithoutAuth: 9339 + offset,
    closed: 9 + offset,
    /** A third Worker whose Supabase sits behind a switchable proxy: "Supabase goes down and back". */
    siteWithOutage: 8699 + offset,
    inspectorWithOutage: 9139 + offset,
    outageProxy: 54229 + offset,
    /** Pages of other sites that frame the widgets (scripts/frame-host.mjs). */
    frameHost: 8599 + offset,
    /** Websites the audit preview checks (scripts/audit-fixture-sites.mjs), started by the first stack. */
    auditFixtures: 8499 + offset,
    /** The same sites for the Worker whose Supabase goes down and back. */
    auditFixturesOutage: 8498 + offset,
  };
}
