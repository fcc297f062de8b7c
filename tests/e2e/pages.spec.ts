import { expect, test, type Page } from "./support/test";
import { auditPages } from "~/content/audit-pages";
import { cityPages } from "~/content/cities";
import { faqs } from "~/content/faq";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";

/** The home page's sections, in the order of docs/product.md §2 (the showcase is anchored as #dashboard). */
const HOME_SECTIONS = [
  "hero",
  "explore-solutions",
  "crm-banner",
  "audit-section",
  "done-for-you",
  "website-services",
  "dashboard",
  "features",
  "pricing",
  "testimonials",
];

const pricingTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Pricing options" }).getByRole("link", { name });

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every section, in order, with the services grid inside Done-For-You", async ({ page }) => {
    await page.goto("/");
    const ids = await page
      .locator(
        "main > section[id], main > [data-server-markup] > section[id], main > [data-server-markup] > [data-render-on-view] > section[id]",
      )
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(HOME_SECTIONS);
    await expect(page.locator("#done-for-you #services")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boost Your SEO Performance");
    await expect(page.getByRole("complementary", { name: "Announcement" })).toBeVisible();
  });

  test("carries the links of docs/product.md §2 with their labels", async ({ page }) => {
    const expectations: Array<[string, string]> = [
      ["Book Consultation", "/book-demo"],
      ["Book Demo for Pricing", "/book-demo"],
      ["Get Custom Quote", "/contact?service=done-for-you"],
      ["Contact Us", "/contact"],
      ["Get Expert Consultation", "/contact"],
      ["Get Started", "/crm-seo"],
      ["Learn more about CRM integration", "/crm-seo"],
      ["Explore DIY Tools", "/services/technical-seo"],
    ];
    await page.goto("/");
    for (const [name, href] of expectations) {
      await expect(page.locator("main").getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    }
    const trial = page.locator("#pricing").getByRole("link", { name: "Start Free Trial", exact: true }).last();
    await expect(trial).toHaveAttribute("href", "/national-seo-audit");
    await page.goto("/?plan=dfy#pricing");
    await expect(page.getByRole("link", { name: /^Book Enterprise Consultation/ })).toHaveAttribute(
      "href",
      "/contact?service=enterprise",
    );
  });

  test("speaks one call-to-action vocabulary: no priced card asks to book a demo for pricing", async ({ page }) => {
    test.setTimeout(90_000);
    for (const tab of ["diy", "crm", "dfy"]) {
      await page.goto(`/?plan=${tab}#pricing`);
      // Each plan card: its price (the first paragraph) and its action (its one link).
      const cards = await page.locator("#pricing [role=region] > ul > li:has(h3)").evaluateAll((items) =>
        items.map((li) => ({
          price: li.querySelector("p")?.textContent ?? "",
          action: li.querySelector("a")?.textContent ?? "",
        })),
      );
      expect(cards.length, tab).toBeGreaterThanOrEqual(3);
      for (const { price, action } of cards) {
        if (/\$\d/.test(price)) expect(action, `${tab}: ${price}`).not.toMatch(/for pricing/i);
      }
      if (tab === "dfy") {
        const labels = new Set(cards.map(({ action }) => action.replace(/:.*$/, "")));
        expect([...labels].sort()).toEqual(["Book Enterprise Consultation", "Get Custom Quote"]);
      }
    }
    await page.goto("/");
    await expect(page.locator("main").getByRole("link", { name: "Book Demo for Pricing", exact: true })).toHaveCount(1);
  });

  test("switches pricing tabs through links the server renders selected", async ({ page }) => {
    await page.goto("/");
    await expect(pricingTab(page, "DIY Platform")).toHaveAttribute("aria-current", "page");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { name: "Professional", exact: true })).toBeVisible();

    await pricingTab(page, "CRM Integration").click();
    await expect(page).toHaveURL(/\/\?plan=crm#pricing$/);
    await expect(pricingTab(page, "CRM Integration")).toHaveAttribute("aria-current", "page");
    await expect(pricingTab(page, "DIY Platform")).not.toHaveAttribute("aria-current", /.*/);
    await expect(pricing.getByRole("heading", { name: "CRM + SEO Integration" })).toBeVisible();
    await expect(pricing.getByRole("heading", { name: "Professional", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Pricing Plan" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Feature Comparison" }).click();
    await expect(page).toHaveURL(/\/\?plan=crm&crm=features#pricing$/);
    const table = page.getByRole("table", { name: "Plan feature comparison" });
    await expect(table.locator("thead th")).toHaveText([
      "Feature",
      "Starter",
      "Professional",
      "Enterprise",
      "Hosted Websites",
    ]);
    await expect(table.getByRole("row", { name: /^Whitelabeling/ })).toContainText("Not included");
    await expect(table.getByRole("row", { name: /^Keyword rank tracker/ })).toContainText("Included");

    await pricingTab(page, "Done-For-You").click();
    await expect(page).toHaveURL(/\/\?plan=dfy#pricing$/);
    await expect(pricing.getByRole("heading", { name: "Enterprise Marketing" })).toBeVisible();
  });

  test("opens FAQ answers and feature lists without scripts", async ({ page }) => {
    await page.goto("/");
    const first = faqs[0]!;
    await expect(page.getByText(first.answer)).toBeHidden();
    await page.getByText(first.question).click();
    await expect(page.getByText(first.answer)).toBeVisible();
    await expect(page.locator("#pricing details")).toHaveCount(faqs.length);

    const card = page.locator("#features article").first();
    const firstFeature = card.locator("details li").first();
    await expect(firstFeature).toBeHidden();
    await card.getByText("Show Features").click();
    await expect(firstFeature).toBeVisible();
    await expect(card.getByText("Show Less")).toBeVisible();
  });

  test("moves through testimonials with links", async ({ page }) => {
    await page.goto("/");
    const dots = page.getByRole("navigation", { name: "Choose a testimonial" }).getByRole("link");
    await dots.nth(1).click();
    await expect(page).toHaveURL(/#testimonial-2$/);
    await dots.last().click();
    await expect(page).toHaveURL(/#testimonial-6$/);
  });
});

test("with JavaScript the pricing tabs switch in place, keeping the links' URLs", async ({ page }) => {
  await page.goto("/");
  await pricingTab(page, "CRM Integration").click();
  await expect(page).toHaveURL(/\/\?plan=crm#pricing$/);
  await expect(pricingTab(page, "CRM Integration")).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Feature Comparison" }).click();
  await expect(page.getByRole("table", { name: "Plan feature comparison" })).toBeVisible();
  await page.goBack();
  await expect(page.locator("#pricing").getByRole("heading", { name: "CRM + SEO Integration" })).toBeVisible();
});

test.describe("every public page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Status, one h1, title, description, canonical, JSON-LD and internal links of every page the
  // sitemap lists: seo-crawl.spec.ts. Here, what only some pages have.
  test("every city page shows its h1, every audit landing its h1 and the audit form", async ({ page }) => {
    test.slow();
    for (const city of cityPages) {
      expect((await page.goto(`/${city.slug}`))?.status(), city.slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), city.slug).toHaveText(city.h1);
    }
    for (const audit of auditPages) {
      expect((await page.goto(`/${audit.slug}`))?.status(), audit.slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), audit.slug).toHaveText(audit.h1);
      await expect(page.getByLabel("Website URL"), audit.slug).toBeVisible();
    }
  });

  for (const path of ["/services/nope", "/case-studies/nope", "/nope-seo-services"]) {
    test(`${path} is a 404`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
    });
  }
});

test.describe("accessibility as served (axe WCAG 2.1 AA)", () => {
  // Every page of the sitemap is scanned as served in seo-crawl.spec.ts; these are the states
  // the sitemap does not list: the other pricing tabs and a preselected service.
  // The CRM tab's plans are the comparison's columns; its Pricing Plan view adds no other component.
  const paths = ["/?plan=crm&crm=features", "/?plan=dfy", "/contact?service=local-seo"];
  for (const path of paths) {
    test(path, async ({ page }) => {
      // axe over the home page's whole DOM takes longer than one page's budget on a busy machine.
      if (path.startsWith("/?")) test.slow();
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
