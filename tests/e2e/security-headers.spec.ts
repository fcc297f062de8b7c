/** Scripts run under the CSP without a violation (the headers and nonces as served: tests/http/security-headers.spec.ts). */
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/html";

test("the browser reports no CSP violation and the app hydrates", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto("/diagnostics/stream");
  await expect(page.getByTestId("deferred")).toHaveText("Deferred data arrived");
  await page.goto("/");
  await waitForHydration(page);
  expect(problems).toEqual([]);
});
