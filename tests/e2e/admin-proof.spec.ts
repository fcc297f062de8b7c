/**
 * Proof the company enters itself (issue 36 §1, ADR 074): an admin adds a client's testimonial in
 * /admin/proof, is refused publishing it without a consent date (the form kept), publishes it as a
 * plan's quote, and a visitor sees it on that plan's card; deleted, it is gone. (A plan's quote, not
 * the carousel: the carousel's seeded entries are what other specs run against at the same time.) A site that reads no published
 * testimonial (here the Worker whose database is closed) shows no carousel, no plan quote and no
 * review in its JSON-LD. The empty list's markup is held by unit tests
 * (app/components/home/home-markup.server.test.ts); the seeded entries' carousel by testimonials specs.
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { adminContextFixture } from "./support/admin-session";
import { expectNoA11yViolations } from "./support/axe";
import { ORIGIN_WITHOUT_AUTH } from "./support/servers";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

/** /crm-seo as a visitor without cookies sees it. */
async function crmPageAsVisitor(page: Page): Promise<Page> {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto("/crm-seo");
  return visitor;
}

const planCard = (visitor: Page) =>
  visitor.locator("li").filter({ has: visitor.getByRole("heading", { name: "Labor Union CRM" }) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin publishes a client's words with their consent date; a visitor then reads them on the plan's card", async ({
    page,
    admin: _,
  }) => {
    const name = `Dana Proof ${Date.now().toString(36)}`;
    const quote = "The audit told us what to fix first, and new patients now find us before the chains.";
    await page.goto("/admin/proof");
    const form = page.getByRole("form", { name: "New Testimonial" });
    await form.getByLabel("Client's name").fill(name);
    await form.getByLabel("Role").fill("Owner");
    await form.getByLabel("Company").fill("Ruiz Family Dental");
    await form.getByLabel("Quote").fill(quote);
    await form.getByLabel("Rating").selectOption("4");
    await form.getByLabel("Shown on").selectOption({ label: "CRM Integration: Labor Union CRM" });
    await form.getByLabel("Order").fill("0");
    await form.getByLabel("Published on the site").check();
    await form.getByRole("button", { name: "Add testimonial" }).click();

    // Refused: no consent on record. Everything typed comes back.
    await expect(
      form.getByText("A testimonial is published only with the client's consent: enter its date."),
    ).toBeVisible();
    await expect(form.getByLabel("Client's name")).toHaveValue(name);
    await expect(form.getByLabel("Quote")).toHaveValue(quote);
    await expect(form.getByLabel("Rating")).toHaveValue("4");
    await expect(form.getByLabel("Published on the site")).toBeChecked();

    await form.getByLabel("Consent date").fill("2026-11-30");
    await form.getByRole("button", { name: "Add testimonial" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/[0-9a-f-]{36}(#[a-z-]+)?$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const visitor = await crmPageAsVisitor(page);
    await expect(planCard(visitor).locator("blockquote")).toHaveText(`“${quote}”`);
    await expect(planCard(visitor)).toContainText(`${name}, Owner, Ruiz Family Dental`);
    await visitor.close();

    // Deleted, it leaves the site at once.
    await page.getByRole("button", { name: "Delete testimonial" }).click();
    await expect(page).toHaveURL(/\/admin\/proof$/);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    const after = await crmPageAsVisitor(page);
    await expect(planCard(after)).toBeAttached();
    await expect(planCard(after).locator("blockquote")).toHaveCount(0);
    await after.close();
  });
});

test("/admin/proof and a testimonial's page pass axe, light and dark, 1440 and 390", async ({ page, admin: _ }) => {
  // Eight scans of two admin pages, each a full axe run: more than one test's worth of work.
  test.setTimeout(test.info().timeout * 2);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/admin/proof");
      await expect(page.getByRole("table", { name: /Testimonials/ })).toBeAttached();
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Practice owner", exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Practice owner" })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  }
});

test("a site that reads no published testimonial shows no carousel, no plan quote and no review", async ({ page }) => {
  for (const path of ["/", "/crm-seo"]) {
    await page.goto(`${ORIGIN_WITHOUT_AUTH}${path}`);
    await expect(page.locator("main")).toBeAttached();
    await expect(page.locator("#testimonials"), path).toHaveCount(0);
    await expect(page.locator("blockquote"), path).toHaveCount(0);
    await expect(page.getByText("What Our Clients Say"), path).toHaveCount(0);
    await expect(page.getByText("Illustrative example"), path).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd, path).not.toMatch(/"@type":\s*"Review"/);
  }
});
