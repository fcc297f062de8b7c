/**
 * Client logos and case study figures the company enters itself (issue 36 §1, ADR 078): their admin
 * pages pass axe, and a site that reads no published record (the Worker whose database is closed) shows no logo strip, no case
 * study client and no figure. The markup with and without entries is held by unit tests
 * (app/components/home/home-markup.server.test.ts); publishing one, which changes what every visitor
 * sees, is tests/publish/proof-records.spec.ts, after the other specs (playwright.config.ts).
 */
import { expect, test as base, type APIRequestContext } from "./support/test";
import { adminContextFixture } from "./support/admin-session";
import { expectNoA11yViolations } from "./support/axe";
import { ORIGIN_WITHOUT_AUTH } from "./support/servers";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

const CASE_STUDY = "/case-studies/veterinary-practice-tampa-growth";

test("the logo and case study pages of /admin/proof pass axe, light and dark, 1440 and 390", async ({
  page,
  admin: _,
}) => {
  // Twelve scans of three admin pages, each a full axe run: more than one test's worth of work.
  test.setTimeout(test.info().timeout * 2);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/admin/proof");
      await page
        .getByRole("navigation", { name: "Kinds of proof" })
        .getByRole("link", { name: "Client logos" })
        .click();
      await expect(page.getByRole("form", { name: "New Client Logo" })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Case studies" }).first().click();
      await expect(page.getByRole("table", { name: /Case study figures/ })).toBeAttached();
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Site health", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Site health" })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  }
});

test("a site that reads no published logo or figure shows no strip, no client and no figure", async ({ page }) => {
  await page.goto(`${ORIGIN_WITHOUT_AUTH}/`);
  await expect(page.locator("main")).toBeAttached();
  await expect(page.getByText("Trusted by")).toHaveCount(0);
  await expect(page.getByText("Real Results from Real Fixes")).toHaveCount(0);
  await expect(page.getByText("Case study:")).toHaveCount(0);
  for (const path of ["/case-studies", CASE_STUDY]) {
    await page.goto(`${ORIGIN_WITHOUT_AUTH}${path}`);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByText("Before and After"), path).toHaveCount(0);
    await expect(page.getByText("Illustrative example"), path).toHaveCount(0);
    await expect(page.locator("main"), path).not.toContainText(/\d+\s*%/);
  }
  await expect(page.getByText("Client", { exact: true })).toHaveCount(0);
});
