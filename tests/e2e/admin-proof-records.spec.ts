/**
 * Client logos and case study figures the company enters itself (issue 36 §1, ADR 078): an admin
 * adds a client's logo at /admin/proof/logos and a visitor sees it under the home page's hero; an
 * admin is refused publishing a case study figure without the client's consent date (the form
 * kept), publishes it, and a visitor reads it on the case study; deleted, each is gone. A site that
 * reads no published record (the Worker whose database is closed) shows no logo strip, no case
 * study client and no figure. The markup with and without entries is held by unit tests
 * (app/components/home/home-markup.server.test.ts).
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { adminContextFixture } from "./support/admin-session";
import { expectNoA11yViolations } from "./support/axe";
import { ORIGIN_WITHOUT_AUTH } from "./support/servers";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

const CASE_STUDY = "/case-studies/veterinary-practice-tampa-growth";

/** `path` as a visitor without cookies sees it. */
async function asVisitor(page: Page, path: string): Promise<Page> {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto(path);
  return visitor;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin publishes a client's logo; a visitor sees it under the hero until it is deleted", async ({
    page,
    admin: _,
  }) => {
    const name = `Logo Client ${Date.now().toString(36)}`;
    await page.goto("/admin/proof/logos");
    const form = page.getByRole("form", { name: "New client logo" });
    await form.getByLabel("Client's name").fill(name);
    await form.getByLabel("Logo address").fill("javascript:alert(1)");
    await form.getByLabel("Published on the site").check();
    await form.getByRole("button", { name: "Add logo" }).click();
    // Refused: not an address the site serves images from. Everything typed comes back.
    await expect(
      form.getByText("Please enter a path on this site (/images/logo.svg) or an https address."),
    ).toBeVisible();
    await expect(form.getByLabel("Client's name")).toHaveValue(name);
    await expect(form.getByLabel("Published on the site")).toBeChecked();

    await form.getByLabel("Logo address").fill("/favicon.svg");
    await form.getByRole("button", { name: "Add logo" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/logos\/[0-9a-f-]{36}(#[a-z-]+)?$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const visitor = await asVisitor(page, "/");
    const strip = visitor.getByRole("region", { name: "Trusted by Local Businesses" });
    await expect(strip.getByRole("img", { name })).toBeVisible();
    await visitor.close();

    await page.getByRole("button", { name: "Delete logo" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/logos$/);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    const after = await asVisitor(page, "/");
    await expect(after.locator("main")).toBeAttached();
    await expect(after.getByRole("img", { name })).toHaveCount(0);
    await after.close();
  });

  test("an admin publishes a case study figure with the client's consent date; a visitor reads it on the case study", async ({
    page,
    admin: _,
  }) => {
    const label = `Visits ${Date.now().toString(36)}`;
    await page.goto("/admin/proof/case-studies");
    const form = page.getByRole("form", { name: "New case study figure" });
    await form.getByLabel("Client's name").fill("Bayshore Animal Clinic");
    await form.getByLabel("Measure").fill(label);
    await form.getByLabel("Kind of figure").selectOption({ label: "Number or index (change in per cent)" });
    await form.getByLabel("Before").fill("40");
    await form.getByLabel("After").fill("90");
    // After the seeded figures: the case study keeps its client, the seed's.
    await form.getByLabel("Order").fill("900");
    await form.getByLabel("Published on the site").check();
    await form.getByRole("button", { name: "Add figure" }).click();

    await expect(
      form.getByText("A client's figures are published only with their consent: enter its date."),
    ).toBeVisible();
    await expect(form.getByLabel("Measure")).toHaveValue(label);
    await expect(form.getByLabel("After")).toHaveValue("90");
    await expect(form.getByLabel("Kind of figure")).toHaveValue("index");

    await form.getByLabel("Consent date").fill("2026-11-30");
    await form.getByRole("button", { name: "Add figure" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/case-studies\/[0-9a-f-]{36}(#[a-z-]+)?$/);
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();

    const visitor = await asVisitor(page, CASE_STUDY);
    const tile = visitor.locator("dl div").filter({ hasText: label });
    await expect(tile.locator("dd").first()).toHaveText("+125%");
    await expect(visitor.getByRole("row", { name: new RegExp(label) })).toContainText("40");
    await visitor.close();

    await page.getByRole("button", { name: "Delete figure" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/case-studies$/);
    const after = await asVisitor(page, CASE_STUDY);
    await expect(after.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(after.getByText(label)).toHaveCount(0);
    await after.close();
  });
});

test("the logo and case study pages of /admin/proof pass axe, light and dark, 1440 and 390", async ({
  page,
  admin: _,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/admin/proof");
      await page
        .getByRole("navigation", { name: "Kinds of proof" })
        .getByRole("link", { name: "Client logos" })
        .click();
      await expect(page.getByRole("form", { name: "New client logo" })).toBeVisible();
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
    await expect(page.getByText("Before and after"), path).toHaveCount(0);
    await expect(page.getByText("Illustrative example"), path).toHaveCount(0);
    await expect(page.locator("main"), path).not.toContainText(/\d+\s*%/);
  }
  await expect(page.getByText("Client", { exact: true })).toHaveCount(0);
});
