import { testPorts } from "../../../scripts/lib/test-ports.mjs";

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** Ports of the stacks the e2e run starts (scripts/lib/test-ports.mjs); E2E_PORT_OFFSET shifts them. */
export const TEST_PORTS = testPorts(offset);
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
export const TEST_SUPABASE_URL = `http://127.0.0.1:${TEST_PORTS.db}`;
export const ORIGIN_WITHOUT_AUTH = `http://127.0.0.1:${TEST_PORTS.siteWithoutAuth}`;
export const ORIGIN_WITH_OUTAGE = `http://127.0.0.1:${TEST_PORTS.siteWithOutage}`;
/** Switches the outage Worker's Supabase: POST `${OUTAGE_SWITCH}/down` or `/up`; GET reads it. */
export const OUTAGE_SWITCH = `http://127.0.0.1:${TEST_PORTS.outageProxy}/__outage`;
/**
 * Two sites that embed widgets, on one loopback listener: different host names make different
 * origins (and sites), both other than the site's own 127.0.0.1:port.
 */
export const FRAME_HOST_PARTNER = `http://localhost:${TEST_PORTS.frameHost}`;
export const FRAME_HOST_STRANGER = `http://127.0.0.1:${TEST_PORTS.frameHost}`;
/** Access tokens of the e2e stack live 95 s: inside supabase-js's 90 s margin after 5 s. */
export const TEST_JWT_EXPIRY_SECONDS = 95;
/** Where the e2e stand-in delivers the links hosted Supabase would email. */
export const TEST_MAILBOX = `reports/e2e-mailbox${offset ? `-${offset}` : ""}.jsonl`;
