import { expect, test } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a complete dark document from the server: headline, navigation links, the audit form", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO Performance");
    const main = page.getByRole("navigation", { name: "Main" });
    // The top bar's Features and Pricing menus are disclosures; each opens on a link to its section.
    await expect(main.locator('a[href="/#features"]').first()).toBeAttached();
    await expect(main.locator('a[href="/#pricing"]').first()).toBeAttached();
    const audit = page.locator("#audit-section");
    await expect(audit.getByLabel("Website URL")).toBeVisible();
    await expect(audit.locator('form[action="/audit"][method="post"]:not([target])')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Free Audit", exact: true })).toHaveAttribute(
      "href",
      "/national-seo-audit",
    );
  });
});

test("404 page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/no-such-page");
});

test.describe("home page layout", () => {
  // 390 and 1024 px are scanned for every page type in visual-system.spec.ts (the default tab);
  // here the narrowest and the widest, in every tab.
  const WIDTHS = [320, 1440];

  for (const width of WIDTHS) {
    test(`nothing reaches past the window at ${width} px, in any pricing tab`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/?plan=crm", "/?plan=crm&crm=features", "/?plan=dfy"]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scroll width`).toBe(width);
        // The page clips decorative glows, so also look for content that is cut off: any visible
        // element outside the window that is neither decoration nor inside a scrolling row.
        const outside = await page.evaluate((w) => {
          const cut: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>("body *")) {
            if (el.closest("[aria-hidden='true']")) continue;
            // Rows that scroll sideways on purpose (carousels, the comparison table) hold their own.
            let scroller = el.parentElement;
            while (scroller && getComputedStyle(scroller).overflowX !== "auto") scroller = scroller.parentElement;
            if (scroller) continue;
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            if (box.width * box.height === 0 || style.position === "fixed" || style.clipPath !== "none") continue;
            if (box.left < -1 || box.right > w + 1) cut.push(`${el.tagName} ${el.className}`.slice(0, 120));
          }
          return cut;
        }, width);
        expect(outside, `${path} at ${width}`).toEqual([]);
      }
    });
  }

  test("the pricing tabs share one row at 320 px, each at least 44 px tall", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/#pricing");
    for (const name of ["Pricing options", "CRM Integration views"]) {
      if (name === "CRM Integration views") await page.goto("/?plan=crm#pricing");
      const tabs = page.getByRole("navigation", { name }).getByRole("link");
      const boxes = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
      expect(boxes.length, name).toBeGreaterThanOrEqual(2);
      for (const box of boxes) {
        expect(box.top, name).toBe(boxes[0].top);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        expect(box.left, name).toBeGreaterThanOrEqual(0);
        expect(box.right, name).toBeLessThanOrEqual(320);
      }
    }
  });

  test("links that stand in lists are at least 44 px tall at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const short = await page.locator("main li a").evaluateAll((links) =>
      links
        // A card's title link covers the whole card through its ::after box.
        .filter((a) => getComputedStyle(a, "::after").position !== "absolute")
        .filter((a) => a.getBoundingClientRect().height < 44)
        .map((a) => `${a.textContent?.trim()} (${Math.round(a.getBoundingClientRect().height)} px)`),
    );
    expect(short).toEqual([]);
  });

  test("primary actions take the full width on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    for (const name of ["Start Free Audit in 60 Seconds", "Get Started", "Get Custom Quote", "Start Project"]) {
      const action = page.locator("main").getByRole("link", { name, exact: true }).first();
      const box = await action.boundingBox();
      const container = await action.evaluate((el) => el.closest(".container-page")!.getBoundingClientRect().width);
      // The container's side padding is 20 px, and CRM banner's panel adds its own.
      expect(box!.width, name).toBeGreaterThan(container - 90);
    }
  });
});
