/**
 * The free-audit form in a browser (docs/product.md §5): what its script does as the visitor types,
 * on the page's clock, the toasts, and axe. The form without JavaScript (a POST answered with a
 * redirect to the preview, or the form again with its message) is checked without a browser in
 * tests/http/audit-forms.spec.ts; a submission with JavaScript (the new tab, the toast, the preview
 * in place) in tests/e2e/audit-preview.spec.ts.
 */
import { expect, test } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { answerOutsideLocally, openAuditOnClock } from "./support/forms-audits";
import { waitForHydration } from "./support/html";
import { AUDIT_URL_DEBOUNCE_MS } from "~/content/audit-form";
import { AUDIT_URL_MESSAGES } from "~/lib/audit/audit-url";

test("with JavaScript, on the page's clock, the field is checked 500 ms after the last keystroke: its messages, the HTTPS marks, the favicon's fallback, and the toasts", async ({
  page,
  context,
}) => {
  await answerOutsideLocally(context);
  const { field, submit } = await openAuditOnClock(page);
  const alert = page.getByRole("alert");

  // An empty submit says so without leaving the page.
  await submit.click();
  await expect(alert, "an empty submit").toHaveText(AUDIT_URL_MESSAGES.empty);
  expect(new URL(page.url()).pathname).toBe("/audit");

  // An invalid value shows its message once typing has paused for 500 ms, and disables submit.
  await field.pressSequentially("localhost");
  await page.clock.runFor(AUDIT_URL_DEBOUNCE_MS - 50);
  await expect(alert, "no message while typing").toHaveCount(0);
  await expect(submit, "submit stays enabled while typing").toBeEnabled();
  await page.clock.runFor(100);
  await expect(alert, "the message after the pause").toHaveText(AUDIT_URL_MESSAGES.invalidDomain);
  await expect(submit, "submit disabled while invalid").toBeDisabled();
  await field.fill("example.com");
  await expect(alert, "the message goes as the visitor types").toHaveCount(0);
  await expect(submit).toBeEnabled();

  // An address is an https one unless it says otherwise: the green check; its favicon, which
  // fails to load here, falls back to the generic icon.
  await page.clock.runFor(AUDIT_URL_DEBOUNCE_MS);
  await expect(page.getByTestId("audit-https-ok"), "example.com gets the https check").toBeVisible();
  await expect(page.getByTestId("audit-generic-icon"), "the generic icon stands in").toBeVisible();
  await expect(page.getByTestId("audit-favicon"), "the failed favicon is gone").toHaveCount(0);

  // http sites get the non-blocking HTTPS warning; https sites the green check.
  const warning = page.getByText(AUDIT_URL_MESSAGES.insecure);
  await field.fill("http://example.com");
  await page.clock.runFor(AUDIT_URL_DEBOUNCE_MS);
  await expect(warning, "the HTTPS warning").toBeVisible();
  await expect(warning).toHaveAttribute("title", AUDIT_URL_MESSAGES.insecureTooltip);
  await expect(submit, "the warning does not block").toBeEnabled();
  await field.fill("https://example.com");
  await page.clock.runFor(AUDIT_URL_DEBOUNCE_MS);
  await expect(page.getByTestId("audit-https-ok"), "https gets the check").toBeVisible();
  await expect(warning, "and no warning").toHaveCount(0);

  // Toasts: at most three at once, each gone after 4 seconds.
  await page.evaluate(() => {
    const helper = document.querySelector("[data-toast-helper]")!;
    for (const title of ["One", "Two", "Three", "Four", "Five"]) {
      helper.dispatchEvent(new CustomEvent("app:toast", { detail: { title } }));
    }
  });
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("status");
  await expect(toasts, "the three newest toasts").toHaveText(["Three", "Four", "Five"]);
  await page.clock.runFor(3_900);
  await expect(toasts, "still there before 4 s").toHaveCount(3);
  await page.clock.runFor(200);
  await expect(toasts, "gone after 4 s").toHaveCount(0);
});

test("on the home page the field is checked as typed, even straight after the page opens", async ({ page }) => {
  // Its checks load with the page's behaviour past the first screen, on first use (ADR 037):
  // focusing the field is that use, and what is typed before they arrive is checked too.
  await page.goto("/");
  await waitForHydration(page);
  const form = page.locator("#audit-section");
  await form.getByLabel("Website URL").fill("localhost");
  await expect(form.getByRole("alert")).toHaveText(AUDIT_URL_MESSAGES.invalidDomain);
  await expect(form.getByRole("button", { name: "Analyze My Website" })).toBeDisabled();
  await form.getByLabel("Website URL").fill("example.com");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Analyze My Website" })).toBeEnabled();
});

test("the audit tool page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/audit");
});
