/**
 * The suite's `test`: Playwright's, with two things every test gets.
 *
 * - Each test comes from a visitor address of its own (CF-Connecting-IP), as different people do.
 *   The site's rate limits count per address (app/lib/limits/rate-limits.ts); without this, every
 *   test would share 127.0.0.1 and the lead forms' five a minute would be spent by whichever tests
 *   ran first. A test that needs one address for several requests has it: the address is fixed for
 *   the whole test.
 * - A page whose hydration fails fails its test. React then throws the server's markup away and
 *   draws the page again in the browser, which loses what a visitor typed meanwhile (it did on
 *   /profile: a `<p>` inside a `<p>`); the production build says so only as a console error.
 */
import { expect, test as base } from "@playwright/test";
import { visitorAddress } from "./bot-traps";

export { expect };
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/** React 18's production errors for a failed hydration (#418, #423) and a text mismatch (#425). */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b/;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress() });
  },
  page: async ({ page }, use) => {
    const failures: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) failures.push(page.url());
    });
    await use(page);
    expect(failures, "pages whose hydration failed (React redrew them in the browser)").toEqual([]);
  },
});
