/**
 * The audit preview (issue 22, ADR 046) in a browser: with JavaScript the preview is shown in place
 * beside the analyser's new tab; the stylesheet hides the "checking" line once the report follows
 * it; the preview, the admin's audit list and a customer's scored pages pass axe. What the server's
 * answers prove (every check's finding, the refusals, the limits, "Email me this report", the
 * inbox, the scores on the project page and the dashboard) is checked without a browser in
 * tests/http/audit-preview.spec.ts. The audited sites are the fixture sites on loopback
 * (scripts/audit-fixture-sites.mjs); nothing leaves the machine.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import {
  ANALYSER,
  EVERY_CHECK,
  addScoredProject,
  ownHost,
  answerOutsideLocally,
  auditPreview,
  fixture,
  openAuditOnClock,
} from "./support/forms-audits";
import { signInByRequest } from "./support/account-setup";
import { DEMO_ADMIN, DEMO_USER } from "./support/accounts";
import { waitForHydration } from "./support/html";
import { visitorAddress } from "./support/bot-traps";
import { selectAsServiceRole } from "./support/supabase-admin";
import { AUDIT_URL_MESSAGES } from "~/lib/audit/audit-url";
import { auditFormCopy } from "~/content/audit-form";
import { auditPreviewCopy } from "~/content/audit-preview";
import { CHECK_GUIDE } from "~/lib/audit/preview/check-guide";
import { HTTPS_OK_TEST_ID } from "~/components/forms/audit-form.behaviour";

const PREVIEW_PATH = /\/audit\/preview\/[0-9a-f-]{36}$/;

test("with JavaScript, nothing shows until the server answers: a refused address gets its message at the field, no toast and no tab; an accepted one opens one tab through the site's own page, the toast says so, and the preview is stored", async ({
  page,
  context,
}) => {
  await answerOutsideLocally(context);
  // Every page the context opens, and every document it loads, in order.
  const tabs: Page[] = [];
  context.on("page", (tab) => tabs.push(tab));
  const documents: string[] = [];
  context.on("request", (request) => {
    const url = request.url();
    if (request.isNavigationRequest() && (url.endsWith("/full-report") || url.startsWith(ANALYSER))) {
      documents.push(url);
    }
  });
  // The clock stays paused: a toast would stay until the test looks.
  const { field, submit } = await openAuditOnClock(page);
  const toast = page.getByRole("status").filter({ hasText: auditFormCopy.toast.title });
  // The script's post is held until the test lets it through, to see what shows meanwhile.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/audit/start", async (route) => {
    await gate;
    await route.continue();
  });

  // Passes the browser's rules, refused by the fetcher's: a name under .internal.
  await field.fill("intranet.corp.internal");
  await page.clock.runFor(600);
  await expect(page.getByTestId(HTTPS_OK_TEST_ID), "a good-looking address, before the server's answer").toBeVisible();
  const held = page.waitForRequest("**/audit/start");
  await submit.click();
  await held;
  await expect(page.getByRole("button", { name: "Checking intranet.corp.internal…" })).toBeVisible();
  expect(tabs, "no tab before the answer").toHaveLength(0);
  await expect(toast, "no toast before the answer").toHaveCount(0);
  release();
  await expect(page.getByRole("alert"), "the server's refusal at the field").toHaveText(AUDIT_URL_MESSAGES.localhost);
  await expect(page.getByTestId(HTTPS_OK_TEST_ID), "no check beside the error").toBeHidden();
  await expect(submit, "the button has its words back").toBeVisible();
  await expect(toast, "no toast of success").toHaveCount(0);
  expect(tabs, "no tab, blank or not").toHaveLength(0);

  const stamp = `toast=${Date.now()}`;
  await field.fill(fixture("good", `/?${stamp}`));
  await page.unroute("**/audit/start");
  const popup = page.waitForEvent("popup");
  await submit.click();
  await expect(toast, "the toast, once accepted").toContainText(
    `${auditFormCopy.toast.description} ${auditFormCopy.toast.opened}`,
  );
  const tab = await popup;
  await tab.waitForURL(/searchenginelabs/);
  expect(tabs, "exactly one new tab").toEqual([tab]);
  expect(documents[0], "the tab opens on the site's own page").toMatch(/\/audit\/preview\/[0-9a-f-]{36}\/full-report$/);
  expect(documents.at(-1), "which moves on to the analyser").toMatch(/^https:\/\/data\.searchenginelabs\.com\//);
  expect.soft(new URL(tab.url()).searchParams.get("hostname"), "the analyser's site").toBe("good.fixtures.test");
  expect.soft(new URL(page.url()).pathname, "the page stays").toBe("/audit");
  const region = page.locator("[data-audit-inline]");
  await expect
    .soft(region.getByRole("status"), "its status line is read out, not the whole report")
    .toHaveText("The report for good.fixtures.test is ready below.");
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

for (const path of ["/national-seo-audit", "/"]) {
  test(`with JavaScript on ${path}, the preview replaces the sample report and takes the section's full width`, async ({
    page,
    context,
  }) => {
    await answerOutsideLocally(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path === "/" ? "/#audit-section" : path);
    await waitForHydration(page);
    const form = page.locator("form").filter({ has: page.getByLabel(auditFormCopy.inputLabel) });
    const sample = page.locator("[data-audit-sample]");
    await expect(sample, "the sample beside the form").toBeVisible();
    const formWidth = (await form.boundingBox())!.width;
    await form.getByLabel(auditFormCopy.inputLabel).fill(fixture(ownHost("good")));
    // The form's script is there (the home page loads it on first use): it marks the address it checked.
    await expect(form.locator("[data-audit-status]")).toBeVisible();
    const popup = page.waitForEvent("popup");
    await form.getByRole("button").click();
    await (await popup).close();
    const region = page.locator("[data-audit-inline]");
    await expect(region.getByRole("heading", { name: /Preview score: \d+ out of 100/ })).toBeVisible();
    await expect(sample, "the sample makes way").toBeHidden();
    // The section's width: its container's, less its padding.
    const container = region.locator("xpath=..");
    const inner = await container.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const width = (await region.boundingBox())!.width;
    expect(width, "the preview spans the section").toBeGreaterThanOrEqual(inner - 1);
    expect(width, "wider than the form's column was").toBeGreaterThan(formWidth);
  });
}

test.describe("axe WCAG 2.1 AA on the preview page", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1440, 390]) {
      test.describe(`${colorScheme} theme, ${width} wide`, () => {
        test.use({ colorScheme, viewport: { width, height: 900 } });

        test(`as served and with scripts, every finding opened; as served, the "checking" line is hidden once the report follows it`, async ({
          page,
          request,
        }) => {
          const host = ownHost("faults");
          const { path } = await auditPreview(request, fixture(host), { "CF-Connecting-IP": visitorAddress() });
          await expectNoServerRenderedA11yViolations(page, path);
          const checking = page.getByText(`Checking ${host}.fixtures.test…`, { exact: true });
          await expect(checking, "the checking line is in the page").toHaveCount(1);
          await expect(checking, "and hidden by the stylesheet, the report following it").toBeHidden();
          await page.goto(path);
          await waitForHydration(page);
          // What opens is checked too: how to fix, the evidence, how the score is computed.
          await page
            .locator("details")
            .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
          await expectNoA11yViolations(page);
        });
      });
    }
  }
});

test("the report (issue 34 §3): category meters, how the score is computed, rows that open to how to fix and the evidence, the search snippet, local times, and a side panel that stays in view", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { path } = await auditPreview(request, fixture(ownHost("faults")), { "CF-Connecting-IP": visitorAddress() });
  await page.goto(path);
  await waitForHydration(page);
  const meters = page.getByRole("definition").filter({ hasText: /of \d+ passed/ });
  await expect(meters, "four category meters").toHaveCount(4);
  for (const name of ["Indexing", "On-page", "Sharing", "Speed & server"]) {
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${name.replace("&", "\\&")}$`) })).toHaveCount(
      1,
    );
  }
  await page.getByText(auditPreviewCopy.howScored).click();
  await expect(page.getByText(auditPreviewCopy.howScoredText)).toBeVisible();

  // The images without alt text are named in the row's evidence.
  const row = page.locator('[data-check="image-alt"]');
  await row.locator("summary").click();
  await expect(row.getByText(auditPreviewCopy.fixLabel, { exact: true })).toBeVisible();
  await expect(row.getByText(CHECK_GUIDE["image-alt"].fix)).toBeVisible();
  await expect(
    row
      .getByRole("listitem")
      .filter({ hasText: /^<img src=".*">$/ })
      .first(),
  ).toBeVisible();

  const snippet = page.getByRole("region", { name: auditPreviewCopy.snippetTitle });
  await expect(snippet.getByText(/^faults--\w+\.fixtures\.test/)).toBeVisible();

  // Checked "… ago" in the visitor's words, the full date on hover.
  const time = page.locator("time[data-local-time]").first();
  await expect(time).toHaveText(/just now|ago/);
  await expect(time).toHaveAttribute("title", /\d{4}/);

  // The side panel holds the full report and the email capture, and stays in view as the report scrolls.
  const panel = page.getByRole("region", { name: auditPreviewCopy.sidePanel });
  await expect(panel.getByRole("link", { name: auditPreviewCopy.fullReport })).toHaveAttribute(
    "href",
    /\/full-report$/,
  );
  await expect(panel.getByRole("heading", { name: auditPreviewCopy.emailReport.title })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => panel.evaluate((aside) => Math.round(aside.getBoundingClientRect().top))).toBe(96);
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
  await expect(page.getByRole("list", { name: `Recent Audits: ${name}` }), "the scored project").toBeVisible();
  await expectNoServerRenderedA11yViolations(page, projectPath);
  await expect(page.getByRole("table", { name: "Recent audits of this project, newest first" })).toBeVisible();
});
