/** Ports of the stack the e2e run starts (apart from `npm start`'s 8787 and 54321). */
export const TEST_PORTS = { site: 8799, inspector: 9239, db: 54329 } as const;
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
export const TEST_SUPABASE_URL = `http://127.0.0.1:${TEST_PORTS.db}`;
