/**
 * Pricing and proof, and the sections' fade (issue 12, docs/product.md §4.5, §4.7, §4.9): the
 * comparison table's tooltips by hover and by keyboard, their text without JavaScript, the plan
 * cards' hover, and the sections fading at the window's edges. Time is Playwright's fake clock.
 */
import { comparisonCategories, comparisonTable } from "~/content/comparison";
import { SCROLL_TRACKING, SECTION_FADE, TOOLTIP_TIMING } from "~/content/timings";
import { SECTION_FADE_FLOOR } from "~/lib/motion/section-fade";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { expect, test, type Page } from "./support/test";

const COMPARISON = "/?plan=crm&crm=features";
const [category] = comparisonCategories;
const [feature, nextFeature] = category!.features;

async function openHome(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await page.addStyleTag({ content: "html { scroll-behavior: auto !important; }" });
  await stopClock(page);
}

/**
 * The installed clock still runs with the wall clock; stop it a little ahead, so only the test
 * moves time (on a busy machine the page's "now" may pass the first target before it lands).
 */
async function stopClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const target = (await page.evaluate(() => Date.now())) + 2000;
    try {
      return await page.clock.pauseAt(target);
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/**
 * Scrolls the comparison table into view, as a visitor does before pointing at it, and waits for
 * what that first scroll loads (the page's behaviour past its first screen, ADR 037).
 */
async function scrollToTable(page: Page) {
  await page.getByRole("region", { name: comparisonTable.caption }).scrollIntoViewIfNeeded();
  await expect(page.locator("[data-tooltip-bubble]")).toHaveCount(1);
}

const info = (page: Page, name: string) =>
  page.getByRole("button", { name: comparisonTable.infoLabel(name), exact: true });
const bubble = (page: Page) => page.locator("[data-tooltip-bubble]");

/** Scrolls to `y` and lets the throttled scroll reading land (see home-motion.spec.ts). */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await page.clock.runFor(50);
}

/** The page offset that puts the top of `selector` `share` of the window's height above its bottom. */
const offsetFor = (page: Page, selector: string, share: number) =>
  page.evaluate(
    ([s, k]) => {
      const top = document.querySelector(s as string)!.getBoundingClientRect().top + window.scrollY;
      return Math.round(top - window.innerHeight * (1 - (k as number)));
    },
    [selector, share] as const,
  );

/** The opacity a visitor sees: the element's own times every ancestor's (the fade is on its block). */
const opacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    let seen = 1;
    for (let at: Element | null = element; at; at = at.parentElement) seen *= Number(getComputedStyle(at).opacity);
    return seen;
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the comparison prints every explanation under its name, with no info buttons", async ({ page }) => {
    await page.goto(COMPARISON);
    const table = page.getByRole("table", { name: comparisonTable.caption });
    await expect(table.getByText(category!.description, { exact: true })).toBeVisible();
    await expect(table.getByText(feature!.description, { exact: true })).toBeVisible();
    await expect(info(page, feature!.name)).toBeHidden();
  });
});

test.describe("the comparison table's tooltips", () => {
  test("hovering shows the explanation after the delay, not before; the next opens at once", async ({ page }) => {
    await openHome(page, COMPARISON);
    await scrollToTable(page);
    const button = info(page, feature!.name);
    await expect(button).toHaveAccessibleDescription(feature!.description);
    await expect(page.getByText(feature!.description, { exact: true })).toBeHidden();

    await button.hover();
    await page.clock.runFor(TOOLTIP_TIMING.delayMs - 100);
    await expect(bubble(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(bubble(page)).toBeVisible();
    await expect(bubble(page)).toHaveText(feature!.description);

    // Straight on to the next row's button: within the skip delay, no wait.
    await info(page, nextFeature!.name).hover();
    await expect(bubble(page)).toHaveText(nextFeature!.description);
    await page.mouse.move(0, 0);
    await expect(bubble(page)).toBeHidden();
  });

  test("when the page's behaviour cannot load, the explanations are printed as without JavaScript", async ({
    page,
  }) => {
    await page.route(/\/home-behaviours-\w+\.js$/, (route) => route.abort());
    await openHome(page, COMPARISON);
    await page.getByRole("region", { name: comparisonTable.caption }).scrollIntoViewIfNeeded();
    const table = page.getByRole("table", { name: comparisonTable.caption });
    await expect(table.getByText(feature!.description, { exact: true })).toBeVisible();
    await expect(info(page, feature!.name)).toBeHidden();
  });

  test("keyboard focus shows it at once and Escape hides it", async ({ page }) => {
    await openHome(page, COMPARISON);
    await page.getByRole("region", { name: comparisonTable.caption }).focus();
    await page.keyboard.press("Tab");
    await expect(info(page, category!.name)).toBeFocused();
    await expect(bubble(page)).toHaveText(category!.description);
    await page.keyboard.press("Escape");
    await expect(bubble(page)).toBeHidden();
    await expect(info(page, category!.name)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bubble(page)).toHaveText(feature!.description);
  });
});

test("a hovered plan card lifts with a deeper shadow", async ({ page }) => {
  await page.goto("/#pricing");
  await waitForHydration(page);
  const card = page
    .locator("#pricing li")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
    .first();
  const look = () =>
    card.evaluate((element) => `${getComputedStyle(element).boxShadow} ${getComputedStyle(element).translate}`);
  const resting = await look();
  await card.hover();
  await expect.poll(look).not.toBe(resting);
});

test.describe("sections fade at the window's edges", () => {
  test("a section entering from below fades in as it rises (axe still passes), and is opaque in the middle", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    const section = "#done-for-you";
    await scrollToY(page, await offsetFor(page, section, SECTION_FADE.zoneEnd / 3));
    await expect.poll(() => opacity(page, section)).toBeLessThan(1);
    expect(await opacity(page, section)).toBeGreaterThanOrEqual(SECTION_FADE_FLOOR);
    await page.clock.resume(); // axe runs on timers
    await expectNoA11yViolations(page);
    await stopClock(page);
    await scrollToY(page, await offsetFor(page, section, SECTION_FADE.zoneEnd * 2));
    await expect.poll(() => opacity(page, section)).toBe(1);
  });

  test("the section in the middle tints the accent after its delay", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    const accent = () =>
      page.locator("[data-progress-bar]").evaluate((element) => getComputedStyle(element).backgroundColor);
    await scrollToY(page, 200);
    await page.clock.runFor(SCROLL_TRACKING.themeUpdateDelayMs);
    const untinted = await accent();
    await scrollToY(page, await offsetFor(page, "#audit-section", 0.6));
    await expect(page.locator("html")).not.toHaveAttribute("data-active-section", "audit-section");
    await page.clock.runFor(SCROLL_TRACKING.themeUpdateDelayMs);
    await expect(page.locator("html")).toHaveAttribute("data-active-section", "audit-section");
    expect(await accent()).not.toBe(untinted);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing fades", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openHome(page);
      const section = "#done-for-you";
      await scrollToY(page, await offsetFor(page, section, SECTION_FADE.zoneEnd / 3));
      await page.clock.runFor(SCROLL_TRACKING.stoppedMs);
      expect(await opacity(page, section)).toBe(1);
      expect(await page.locator(section).getAttribute("style")).toBeNull();
    });
  });
});
