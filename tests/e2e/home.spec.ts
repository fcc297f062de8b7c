/**
 * The home page's layout in a browser, and the 404 page under axe. What the served home page
 * proves without a browser (a dark document, its headline, navigation links and audit form) is in
 * tests/http/public-home.spec.ts; what the stylesheet shows without scripts, in pages.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";

test("404 page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/no-such-page");
});

/**
 * Whether anything reaches past the window: the page's scroll width, and any visible element
 * outside the window that is neither decoration nor inside a scrolling row (the page clips
 * decorative glows, so the scroll width alone would miss content that is cut off).
 */
async function reachesPast(page: Page, where: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${where} scroll width`).toBe(width);
  const outside = await page.evaluate((w) => {
    const cut: string[] = [];
    // Whether an element scrolls sideways or sits inside one that does, each element read once.
    const scrolls = new Map<Element, boolean>();
    const scrollsSideways = (el: Element | null): boolean => {
      if (!el) return false;
      let found = scrolls.get(el);
      if (found === undefined) {
        found = getComputedStyle(el).overflowX === "auto" || scrollsSideways(el.parentElement);
        scrolls.set(el, found);
      }
      return found;
    };
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      if (el.closest("[aria-hidden='true']")) continue;
      // Rows that scroll sideways on purpose (carousels, the comparison table) hold their own.
      if (scrollsSideways(el.parentElement)) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width * box.height === 0 || style.position === "fixed" || style.clipPath !== "none") continue;
      if (box.left < -1 || box.right > w + 1) cut.push(`${el.tagName} ${el.className}`.slice(0, 120));
    }
    return cut;
  }, width);
  expect.soft(outside, `${where}: content cut off`).toEqual([]);
}

/** A row of tabs at 320 px: one line, each at least 44 px tall, inside the window. */
async function tabsShareOneRow(page: Page, name: string): Promise<void> {
  const tabs = page.getByRole("navigation", { name }).getByRole("link");
  const boxes = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
  expect.soft(boxes.length, `${name}: tabs`).toBeGreaterThanOrEqual(2);
  for (const box of boxes) {
    expect.soft(box.top, `${name}: one row`).toBe(boxes[0].top);
    expect.soft(box.height, `${name}: 44 px tall`).toBeGreaterThanOrEqual(44);
    expect.soft(box.left, `${name}: inside the window`).toBeGreaterThanOrEqual(0);
    expect.soft(box.right, `${name}: inside the window`).toBeLessThanOrEqual(320);
  }
}

test.describe("home page layout", () => {
  // 390 and 1024 px are scanned for every page type in visual-system.spec.ts (the default tab);
  // here the narrowest and the widest, in every tab: one load per tab, drawn at 320 px and then
  // widened to 1440 px.
  for (const path of ["/", "/?plan=crm", "/?plan=crm&crm=features", "/?plan=dfy"]) {
    test(`nothing reaches past the window at 320 or 1440 px: ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto(path);
      await reachesPast(page, `${path} at 320`, 320);
      // The pricing tabs share one row at 320 px, each at least 44 px tall.
      if (path === "/") await tabsShareOneRow(page, "Pricing options");
      if (path === "/?plan=crm") await tabsShareOneRow(page, "CRM Integration views");
      await reachesPast(page, `${path} at 1440`, 1440);
    });
  }

  // Links standing in lists are 44 px tall at 390 px: visual-system.spec.ts (smallListTargets), on
  // every page type, the home page among them.
  test("on a 390 px phone, primary actions take the full width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    for (const name of ["Start Free Audit in 60 Seconds", "Get Started", "Get Custom Quote", "Start Project"]) {
      const action = page.locator("main").getByRole("link", { name, exact: true }).first();
      const box = await action.boundingBox();
      const container = await action.evaluate((el) => el.closest(".container-page")!.getBoundingClientRect().width);
      // The container's side padding is 20 px, and CRM banner's panel adds its own.
      expect.soft(box!.width, `${name}: full width`).toBeGreaterThan(container - 90);
    }
  });
});
