/**
 * Client logos and case study figures the company enters itself (issue 36 §1, ADR 078): an admin
 * adds a client's logo at /admin/proof/logos and a visitor sees it under the home page's hero; an
 * admin is refused publishing a case study figure without the client's consent date (the form
 * kept), publishes it, and a visitor reads it on the case study; deleted, each is gone. Playwright's
 * `publish` project runs this after the other specs (playwright.config.ts): a published logo or
 * figure changes what every visitor of the home page and the case study sees.
 */
import { expect, test as base, type APIRequestContext } from "../e2e/support/test";
import { adminContextFixture } from "../e2e/support/admin-session";
import { asVisitor } from "../e2e/support/visitor";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

const CASE_STUDY = "/case-studies/veterinary-practice-tampa-growth";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin publishes a client's logo; a visitor sees it under the hero until it is deleted", async ({
    page,
    admin: _,
  }) => {
    const name = `Logo Client ${Date.now().toString(36)}`;
    await page.goto("/admin/proof/logos");
    const form = page.getByRole("form", { name: "New Client Logo" });
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
    const form = page.getByRole("form", { name: "New Case Study Figure" });
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
