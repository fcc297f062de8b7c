/**
 * Calm motion on the home page (issue 23, ADR 047): the rotating words slide without ever fading,
 * no two of the page's loops change in the same half-second, the loops hold while pointed at, off
 * screen and in a hidden tab, and the floating button never covers a link or a button.
 */
import { expect, test, type Page } from "./support/test";
import { MOTION_CHANGE_GAP_MS } from "~/content/frame-timings";
import { hero } from "~/content/hero";
import { HEADLINE_ROTATION } from "~/content/hero-timings";
import { waitForHydration } from "./support/html";

test.describe.configure({ timeout: 120_000 });

const [FIRST_PHRASE] = hero.rotatingWords;
/** A fixed start for Playwright's clock, which then stands still until a test runs it. */
const CLOCK_START = new Date("2026-11-02T09:00:00Z").getTime();

async function open(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

test.describe("the hero's loops", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("no rotating word is ever below 90% opacity, and no two loops change in the same half-second", async ({
    page,
  }) => {
    await open(page);
    // Every frame for 20 s (two of the wordmark's full turns, more than one of the headline's): the
    // rotating words' opacity with their ancestors', and when each loop changed.
    const { lowest, frames, changes } = await page.evaluate(async (ms) => {
      const words = () => [
        ...document.querySelectorAll("[data-brand-word], [data-headline-word]"),
        ...[...document.querySelectorAll("[data-brand-word], [data-headline-word]")].flatMap((word) =>
          word.nextElementSibling ? [word.nextElementSibling] : [],
        ),
      ];
      const opacity = (element: Element | null): number =>
        element ? Number(getComputedStyle(element).opacity) * opacity(element.parentElement) : 1;
      const changes: Array<{ loop: string; at: number }> = [];
      const watch = (loop: string, target: Element | null, options: MutationObserverInit) => {
        if (!target) throw new Error(`no ${loop} on the page`);
        new MutationObserver(() => {
          const at = performance.now();
          // One change may write several things in the same task: count it once.
          if (changes.at(-1)?.loop !== loop || at - (changes.at(-1)?.at ?? 0) > 50) changes.push({ loop, at });
        }).observe(target, options);
      };
      watch("wordmark", document.querySelector("[data-brand-word]"), { childList: true, characterData: true });
      watch("headline", document.querySelector("[data-headline-word]"), { childList: true, characterData: true });
      watch("dashboard", document.querySelector("[data-mock-dashboard]"), {
        attributes: true,
        subtree: true,
        attributeFilter: ["aria-current", "data-metric"],
      });
      let lowest = 1;
      let frames = 0;
      const end = performance.now() + ms;
      await new Promise<void>((done) => {
        const sample = () => {
          frames += 1;
          for (const word of words()) lowest = Math.min(lowest, opacity(word));
          if (performance.now() < end) requestAnimationFrame(sample);
          else done();
        };
        requestAnimationFrame(sample);
      });
      return { lowest, frames, changes };
    }, 20_000);

    expect(frames).toBeGreaterThan(100);
    expect(lowest).toBeGreaterThanOrEqual(0.9);
    // The wordmark turns about six times, the headline five, the dashboard about six.
    expect(changes.filter((change) => change.loop === "wordmark").length).toBeGreaterThanOrEqual(4);
    expect(changes.filter((change) => change.loop === "headline").length).toBeGreaterThanOrEqual(3);
    expect(changes.filter((change) => change.loop === "dashboard").length).toBeGreaterThanOrEqual(2);
    const gaps = changes.slice(1).map((change, index) => change.at - (changes[index]?.at ?? 0));
    // The browser's clock is rounded a little; the gap is kept by the page's own clock.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MOTION_CHANGE_GAP_MS - 5);
  });

  test("the headline slides: old and new phrase share the slot, and the old one is gone once in place", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1_000);
    await open(page);
    const slot = page.locator("[data-headline-phrase]");
    await expect(slot).toHaveText(FIRST_PHRASE);
    await expect(slot).toHaveCSS("overflow", "hidden");
    await page.clock.runFor(HEADLINE_ROTATION.intervalMs);
    // The phrase has changed; the old one leaves in a twin beside it, emptied when it is out.
    await expect(page.locator("[data-headline-word]")).toHaveText(hero.rotatingWords[1] ?? "");
    await expect(slot).toHaveText(hero.rotatingWords[1] ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(`Boost Your ${FIRST_PHRASE}`);
  });

  test("the loops hold while pointed at, off screen and in a hidden tab", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1_000);
    await open(page);
    const headline = page.locator("[data-headline-word]");
    const brand = page.locator("[data-brand-word]");
    const tab = page.locator('[aria-label="Dashboard views"] [aria-current="true"]');

    // Pointed at: the headline holds; the wordmark, not pointed at, goes on.
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(2 * HEADLINE_ROTATION.intervalMs);
    await expect(headline).toHaveText(FIRST_PHRASE);
    await expect(brand).not.toHaveText("SEO");

    // Focused: the wordmark holds.
    await page.mouse.move(0, 600);
    await page.getByRole("link", { name: "Rankwell home" }).focus();
    const held = await brand.textContent();
    await page.clock.runFor(10_000);
    await expect(brand).toHaveText(held ?? "");
    await page.getByRole("link", { name: "Rankwell home" }).blur();

    // Off screen: the headline and the dashboard hold.
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.waitForTimeout(300);
    const phrase = await headline.textContent();
    const view = await tab.textContent();
    await page.clock.runFor(20_000);
    await expect(headline).toHaveText(phrase ?? "");
    await expect(tab).toHaveText(view ?? "");

    // A hidden tab: the wordmark, always on screen, holds too.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const word = await brand.textContent();
    await page.clock.runFor(20_000);
    await expect(brand).toHaveText(word ?? "");
  });

  test("the rings make one pass and stop, and fade before the hero's edge", async ({ page }) => {
    await open(page);
    const rings = await page.locator(".hero-ring").evaluateAll((elements) =>
      elements.map((ring) => {
        const style = getComputedStyle(ring);
        return { iterations: style.animationIterationCount, mask: style.maskImage };
      }),
    );
    expect(rings).toHaveLength(3);
    for (const ring of rings) {
      expect(ring.iterations).toBe("1");
      expect(ring.mask).toContain("linear-gradient");
    }
  });
});

/** Every visible link or button's box, cut by the boxes that clip it, that meets the floating button's. */
function coveredControls(): string[] {
  const button = document.querySelector<HTMLElement>("[data-floating-button]");
  if (!button) throw new Error("no floating button");
  const style = getComputedStyle(button);
  if (style.visibility === "hidden" || Number(style.opacity) === 0) return [];
  const box = button.getBoundingClientRect();
  const furniture = [button, document.querySelector("[data-side-dots]")];
  const covered: string[] = [];
  for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")) {
    if (furniture.some((part) => part?.contains(control))) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = control.getBoundingClientRect();
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const clip = parent.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(top, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
    }
    if (right - left < 1 || bottom - top < 1) continue;
    if (left < box.right && right > box.left && top < box.bottom && bottom > box.top) {
      covered.push(control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? control.tagName);
    }
  }
  return covered;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the floating button never covers a link or a button at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page);
    await page.keyboard.press("Shift");
    await expect(page.locator("[data-floating-button]")).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shownAt = 0;
    for (let y = 0; y < height + viewport.height; y += Math.round(viewport.height / 2)) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      // The throttled scroll reading, the button's fade and any section's reveal settle.
      await page.waitForTimeout(900);
      const covered = await page.evaluate(coveredControls);
      expect(covered, `at ${await page.evaluate(() => window.scrollY)} px`).toEqual([]);
      if (await page.locator("[data-floating-button]").isVisible()) shownAt += 1;
    }
    // At the page's end the button stands in the room kept for it, shown and over nothing.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(900);
    await expect(page.locator("[data-floating-button]")).toBeVisible();
    expect(await page.evaluate(coveredControls)).toEqual([]);
    expect(shownAt).toBeGreaterThan(3);
  });
}
