/**
 * The suite's `test`: Playwright's, with each test coming from a visitor address of its own
 * (CF-Connecting-IP), as different people do. The site's rate limits count per address
 * (app/lib/limits/rate-limits.ts); without this, every test would share 127.0.0.1 and the lead
 * forms' five a minute would be spent by whichever tests ran first. A test that needs one address
 * for several requests has it: the address is fixed for the whole test.
 */
import { test as base } from "@playwright/test";
import { visitorAddress } from "./bot-traps";

export { expect } from "@playwright/test";
export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress() });
  },
});
