/**
 * Ports of the stack the e2e run starts (apart from `npm start`'s 8787 and 54321).
 * E2E_PORT_OFFSET shifts them all, so two checkouts can run their suites side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const TEST_PORTS = { site: 8799 + offset, inspector: 9239 + offset, db: 54329 + offset } as const;
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
export const TEST_SUPABASE_URL = `http://127.0.0.1:${TEST_PORTS.db}`;
