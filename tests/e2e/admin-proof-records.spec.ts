/**
 * Client logos and case study figures the company enters itself (issue 36 §1, ADR 078): their admin
 * pages pass axe. A site that reads no published record shows none: on the suite's database with
 * every seeded entry unpublished (tests/launch), and with the database down
 * (tests/http/account-auth-down.spec.ts). The markup with and without entries is held by unit tests
 * (app/components/home/home-markup.server.test.ts); publishing one, which changes what every visitor
 * sees, is tests/publish/proof-records.spec.ts, after the other specs (playwright.config.ts).
 */
import { expect, test as base, type APIRequestContext } from "./support/test";
import { adminContextFixture } from "./support/admin-session";
import { expectNoA11yViolations } from "./support/axe";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

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
