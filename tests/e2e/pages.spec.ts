/**
 * The home page in a browser (docs/product.md §2): what the stylesheet and the browser's own
 * controls do without JavaScript, the pricing tabs with it, and axe on the states the sitemap does
 * not list. What the served HTML proves (sections in order, links and their labels, the pricing
 * tabs the server renders selected, the city and audit landings' headings, the 404s) is read
 * without a browser in tests/http/public-home.spec.ts and tests/http/public-pages.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { faqs } from "~/content/faq";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";

const pricingTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Pricing options" }).getByRole("link", { name });

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("as a browser draws it: sections shown, FAQ answers and feature lists open, testimonial links move", async ({
    page,
  }) => {
    await page.goto("/");
    // What the stylesheet shows without scripts (the markup's order and links: public-home.spec.ts).
    await expect.soft(page.locator("#explore-solutions"), "the solutions section is shown").toBeVisible();
    await expect.soft(page.locator("#done-for-you #services"), "the services grid is shown").toBeVisible();
    await expect
      .soft(page.getByRole("complementary", { name: "Announcement" }), "the announcement is shown")
      .toBeVisible();
    await expect
      .soft(page.locator("#audit-section").getByLabel("Website URL"), "the audit form's field is shown")
      .toBeVisible();

    const first = faqs[0]!;
    await expect.soft(page.getByText(first.answer), "an FAQ answer waits for its question").toBeHidden();
    await page.getByText(first.question).click();
    await expect.soft(page.getByText(first.answer), "the question opens its answer").toBeVisible();

    const card = page.locator("#features article").first();
    const firstFeature = card.locator("details li").first();
    await expect.soft(firstFeature, "a feature list starts closed").toBeHidden();
    await card.getByText("Show Features").click();
    await expect.soft(firstFeature, "Show Features opens it").toBeVisible();
    await expect.soft(card.getByText("Show Less"), "and offers Show Less").toBeVisible();

    const dots = page.getByRole("navigation", { name: "Choose a testimonial" }).getByRole("link");
    await dots.nth(1).click();
    await expect.soft(page, "the second testimonial's link").toHaveURL(/#testimonial-2$/);
    await dots.last().click();
    await expect.soft(page, "the last testimonial's link").toHaveURL(/#testimonial-6$/);
  });
});

test("with JavaScript the pricing tabs switch in place, keeping the links' URLs", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Marks the document: the mark survives a switch in place and is gone after a page load.
  await page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  await pricingTab(page, "CRM Integration").click();
  await expect(page).toHaveURL(/\/\?plan=crm#pricing$/);
  await expect(pricingTab(page, "CRM Integration")).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Feature Comparison" }).click();
  await expect(page.getByRole("table", { name: "Plan feature comparison" })).toBeVisible();
  await page.goBack();
  await expect(page.locator("#pricing").getByRole("heading", { name: "CRM + SEO Integration" })).toBeVisible();
  expect(await page.evaluate(() => (window as { documentMark?: number }).documentMark), "no document load").toBe(1);
});

test.describe("accessibility as served (axe WCAG 2.1 AA)", () => {
  // Every page of the sitemap is scanned as served in seo-crawl.spec.ts; these are the states
  // the sitemap does not list: the other pricing tabs and a preselected service.
  // The CRM tab's plans are the comparison's columns; its Pricing Plan view adds no other component.
  const paths = ["/?plan=crm&crm=features", "/?plan=dfy", "/contact?service=local-seo"];
  for (const path of paths) {
    test(path, async ({ page }) => {
      await expectNoServerRenderedA11yViolations(page, path);
    });
  }
});

test.describe("pricing components in the dark scheme (axe WCAG 2.1 AA)", () => {
  test.use({ colorScheme: "dark" });
  // On /crm-seo the plan cards follow the visitor's scheme (the home page is always dark): scan
  // them alone, since the rest of that page is not the pricing components' concern.
  test("/crm-seo's plans", async ({ page }) => {
    await page.goto("/crm-seo");
    await page.locator("#crm-plans-heading").evaluate((heading) => {
      document.body.replaceChildren(heading.closest("section")!);
    });
    await expectNoA11yViolations(page);
  });
});
