/**
 * Ports of the stacks the e2e run starts (apart from `npm start`'s 8787 and 54321).
 * E2E_PORT_OFFSET shifts them all, so two checkouts can run their suites side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const TEST_PORTS = {
  site: 8799 + offset,
  inspector: 9239 + offset,
  db: 54329 + offset,
  /** A second Worker whose Supabase URL points at a closed port: "Supabase is down". */
  siteWithoutAuth: 8899 + offset,
  inspectorWithoutAuth: 9339 + offset,
  closed: 9 + offset,
} as const;
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
export const TEST_SUPABASE_URL = `http://127.0.0.1:${TEST_PORTS.db}`;
export const ORIGIN_WITHOUT_AUTH = `http://127.0.0.1:${TEST_PORTS.siteWithoutAuth}`;
/** Access tokens of the e2e stack live 95 s: inside supabase-js's 90 s margin after 5 s. */
export const TEST_JWT_EXPIRY_SECONDS = 95;
/** Where the e2e stand-in delivers the links hosted Supabase would email. */
export const TEST_MAILBOX = `reports/e2e-mailbox${offset ? `-${offset}` : ""}.jsonl`;
