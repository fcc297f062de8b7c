/**
 * The audit preview (issue 22, ADR 046) in a browser: with JavaScript the preview is shown in place
 * beside the analyser's new tab; the stylesheet hides the "checking" line once the report follows
 * it; the preview, the admin's audit list and a customer's scored pages pass axe. What the server's
 * answers prove (every check's finding, the refusals, the limits, "Email me this report", the
 * inbox, the scores on the project page and the dashboard) is checked without a browser in
 * tests/http/audit-preview.spec.ts. The audited sites are the fixture sites on loopback
 * (scripts/audit-fixture-sites.mjs); nothing leaves the machine.
 */
import { expect, test } from "./support/test";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import {
  EVERY_CHECK,
  addScoredProject,
  answerOutsideLocally,
  auditPreview,
  fixture,
  openAuditOnClock,
} from "./support/forms-audits";
import { signInByRequest } from "./support/account-setup";
import { DEMO_ADMIN, DEMO_USER } from "./support/accounts";
import { waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";
import { AUDIT_URL_MESSAGES } from "~/lib/audit/audit-url";
import { auditFormCopy } from "~/content/audit-form";

const PREVIEW_PATH = /\/audit\/preview\/[0-9a-f-]{36}$/;

test("with JavaScript, an address the server refuses comes back at the field with no tab left open; a good one opens the analyser in a new tab, shows the toast and the preview in place, and is stored", async ({
  page,
  context,
}) => {
  await answerOutsideLocally(context);
  // The clock stays paused: the toast stays until the test looks.
  const { field, submit } = await openAuditOnClock(page);

  // Passes the browser's rules, refused by the fetcher's: a name under .internal.
  await field.fill("intranet.corp.internal");
  await submit.click();
  await expect(page.getByRole("alert"), "the server's refusal at the field").toHaveText(AUDIT_URL_MESSAGES.localhost);
  await expect.poll(() => context.pages().length, "the tab opened for the analyser is closed again").toBe(1);
  // The submit's toast came before the refusal; it goes after its 4 s, on the page's clock.
  const toast = page.getByRole("status").filter({ hasText: auditFormCopy.toast.title });
  await page.clock.runFor(4_100);
  await expect(toast).toHaveCount(0);

  const stamp = `toast=${Date.now()}`;
  await field.fill(fixture("good", `/?${stamp}`));
  const popup = page.waitForEvent("popup");
  await submit.click();
  await expect(toast, "the toast").toContainText(auditFormCopy.toast.description);
  const tab = await popup;
  await tab.waitForURL(/searchenginelabs/);
  expect.soft(new URL(tab.url()).searchParams.get("hostname"), "the analyser's site").toBe("good.fixtures.test");
  expect.soft(new URL(page.url()).pathname, "the page stays").toBe("/audit");
  const region = page.locator("[data-audit-inline]");
  await expect.soft(region, "a polite live region").toHaveAttribute("aria-live", "polite");
  await expect(region.getByRole("heading", { name: /Preview score: \d+ out of 100/ }), "the score").toBeVisible();
  await expect.soft(region.locator("[data-check]"), "every check").toHaveCount(EVERY_CHECK.length);
  const own = region.getByRole("link", { name: "Open this report on its own page" });
  await expect(own).toHaveAttribute("href", PREVIEW_PATH);
  // Stored with its report, under the preview's id, once.
  const previewId = (await own.getAttribute("href"))!.split("/").pop();
  await expect
    .poll(async () =>
      selectAsServiceRole<{ hostname: string; score: number | null }>("audit_requests", `preview_id=eq.${previewId}`),
    )
    .toEqual([expect.objectContaining({ hostname: "good.fixtures.test", score: expect.any(Number) })]);
  expect(await selectAsServiceRole("audit_requests", `url=like.*${stamp}*`)).toHaveLength(1);
});

test.describe("axe WCAG 2.1 AA on the preview page", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test(`as served and with scripts; as served, the "checking" line is hidden once the report follows it`, async ({
        page,
        request,
      }) => {
        const { path } = await auditPreview(request, fixture("faults"));
        await expectNoServerRenderedA11yViolations(page, path);
        const checking = page.getByText("Checking faults.fixtures.test…", { exact: true });
        await expect(checking, "the checking line is in the page").toHaveCount(1);
        await expect(checking, "and hidden by the stylesheet, the report following it").toBeHidden();
        await page.goto(path);
        await waitForHydration(page);
        await expectNoA11yViolations(page);
      });
    });
  }
});

test("the admin's audit list, with a domain's history, passes axe", async ({ page, context }) => {
  const stamp = Date.now();
  for (const run of [1, 2]) await auditPreview(context.request, `http://faults.fixtures.test/?history=${stamp}-${run}`);
  await signInByRequest(context.request, DEMO_ADMIN);
  await page.goto("/admin/audits?domain=faults.fixtures.test");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "History of faults.fixtures.test" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `history=${stamp}-2` })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a customer's dashboard and project page, with a scored audit, pass axe as served", async ({ page, context }) => {
  await signInByRequest(context.request, DEMO_USER);
  const name = `Scanned site ${Date.now()}`;
  const { projectPath } = await addScoredProject(context.request, name, fixture("good"));
  await expectNoServerRenderedA11yViolations(page, "/dashboard");
  await expect(page.getByRole("list", { name: `Recent audits: ${name}` }), "the scored project").toBeVisible();
  await expectNoServerRenderedA11yViolations(page, projectPath);
  await expect(page.getByRole("table", { name: "Recent audits of this project, newest first" })).toBeVisible();
});
