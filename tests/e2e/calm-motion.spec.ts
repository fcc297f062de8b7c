/**
 * Calm motion on the home page (issue 23, ADR 047): the rotating words roll without ever fading,
 * no two of the page's loops change in the same half-second, the loops hold while pointed at, off
 * screen and in a hidden tab, and the floating button never covers a link or a button
 * (tests/e2e/support/floating-button.ts reads it).
 */
import { expect, test, type Page } from "./support/test";
import { MOTION_CHANGE_GAP_MS } from "~/content/frame-timings";
import { hero } from "~/content/hero";
import { HEADLINE_ROTATION } from "~/content/hero-timings";
import { standAt } from "./support/floating-button";
import { waitForHydration } from "./support/html";

const [FIRST_PHRASE] = hero.rotatingWords;
/** A fixed start for Playwright's clock, which then stands still until a test runs it. */
const CLOCK_START = new Date("2026-11-02T09:00:00Z").getTime();
/** How long the loops are watched: two of the wordmark's full turns, more than one of the headline's. */
const WATCHED_MS = 20_000;

async function open(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

type Loop = "wordmark" | "headline" | "dashboard";

/** What the watch keeps in the page. */
interface Watch {
  lowest: number;
  /** The lowest opacity any animation or transition of a word, its twin or an ancestor runs through. */
  lowestAnimated: number;
  frames: number;
  /** Every change of a loop, at the page's clock (performance.now). */
  changes: Array<{ loop: Loop; at: number }>;
  sampling: boolean;
}

/**
 * Starts the watch, in the page: every frame (the clock's, every 16 ms while it runs) the rotating
 * words' opacity with their ancestors', and the opacity every animation or transition on them runs
 * through; and when each loop changed, by the clock.
 */
function startWatch(): void {
  const watch: Watch = { lowest: 1, lowestAnimated: 1, frames: 0, changes: [], sampling: true };
  (window as unknown as { __watch: Watch }).__watch = watch;
  const words = () => [
    ...document.querySelectorAll("[data-brand-word], [data-headline-word]"),
    ...[...document.querySelectorAll("[data-brand-word], [data-headline-word]")].flatMap((word) =>
      word.nextElementSibling ? [word.nextElementSibling] : [],
    ),
  ];
  const opacity = (element: Element | null): number =>
    element ? Number(getComputedStyle(element).opacity) * opacity(element.parentElement) : 1;
  const record = (loop: Loop, target: Element | null, options: MutationObserverInit) => {
    if (!target) throw new Error(`no ${loop} on the page`);
    new MutationObserver(() => {
      const at = performance.now();
      // One change may write several things in the same task, at the same moment: count it once.
      const last = watch.changes.at(-1);
      if (last?.loop !== loop || last.at !== at) watch.changes.push({ loop, at });
    }).observe(target, options);
  };
  record("wordmark", document.querySelector("[data-brand-word]"), { childList: true, characterData: true });
  record("headline", document.querySelector("[data-headline-word]"), { childList: true, characterData: true });
  record("dashboard", document.querySelector("[data-mock-dashboard]"), {
    attributes: true,
    subtree: true,
    attributeFilter: ["aria-current", "data-metric"],
  });
  const sample = () => {
    if (!watch.sampling) return;
    watch.frames += 1;
    const shown = words();
    for (const word of shown) watch.lowest = Math.min(watch.lowest, opacity(word));
    // The browser plays animations on its own time, not the clock's: what each one runs through is
    // read from its keyframes, so a fade is caught whenever it would play.
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target || !shown.some((word) => target === word || target.contains(word))) continue;
      for (const frame of (animation.effect as KeyframeEffect).getKeyframes()) {
        if (frame.opacity !== undefined) watch.lowestAnimated = Math.min(watch.lowestAnimated, Number(frame.opacity));
      }
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const readWatch = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

/** The page's clock now (performance.now follows Playwright's clock). */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** How many times each loop changed since `since`, on the page's clock. */
async function changesSince(page: Page, since: number): Promise<Record<Loop, number>> {
  const { changes } = await readWatch(page);
  const count = (loop: Loop) => changes.filter((change) => change.loop === loop && change.at > since).length;
  return { wordmark: count("wordmark"), headline: count("headline"), dashboard: count("dashboard") };
}

/**
 * Resolves once every element `selectors` names is off screen as the page's own observers see it:
 * an observer of ours, with the same (default) options as the page's on the headline's word and
 * the dashboard, is told in the same update of the rendering, after them (they were made first).
 */
function offScreenToThePage(selectors: string[]): Promise<void> {
  return new Promise((resolve) => {
    const targets = selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} on the page`);
      return element;
    });
    const away = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) away.delete(entry.target);
        else away.add(entry.target);
      }
      if (away.size < targets.length) return;
      observer.disconnect();
      resolve();
    });
    targets.forEach((target) => observer.observe(target));
  });
}

/**
 * One visit, on Playwright's clock, paused before the page's first script: the loops' timers, the
 * pace's Date.now, performance.now and requestAnimationFrame all follow it, so every time below is
 * the page's own, exact, however slow the machine (ADR 040), and no test waits for it in real time.
 */
test("the hero's loops: the headline rolls; no rotating word is ever below 90% opacity and no two loops change in the same half-second; the rings make one pass; the loops hold while pointed at, focused, off screen and in a hidden tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
  await open(page);
  await page.evaluate(startWatch);
  const headline = page.locator("[data-headline-word]");
  const brand = page.locator("[data-brand-word]");
  const tab = page.locator('[aria-label="Dashboard views"] [aria-current="true"]');

  await test.step("the headline rolls: old and new phrase share the slot, and the old one is gone once in place", async () => {
    const slot = page.locator("[data-headline-phrase]");
    await expect(slot).toHaveText(FIRST_PHRASE);
    await expect(slot).toHaveCSS("overflow", "hidden");
    await page.clock.runFor(HEADLINE_ROTATION.intervalMs);
    // The phrase has changed; the old one leaves in a twin beside it, emptied when it is out.
    await expect(headline).toHaveText(hero.rotatingWords[1] ?? "");
    await expect(slot).toHaveText(hero.rotatingWords[1] ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(`Boost Your ${FIRST_PHRASE}`);
  });

  await test.step("over 20 s: no rotating word below 90% opacity, no two changes within half a second", async () => {
    await page.clock.runFor(WATCHED_MS - HEADLINE_ROTATION.intervalMs);
    await page.evaluate(() => ((window as unknown as { __watch: Watch }).__watch.sampling = false));
    const { lowest, lowestAnimated, frames, changes } = await readWatch(page);
    expect.soft(frames, "frames sampled").toBeGreaterThan(100);
    expect.soft(lowest, "the words' lowest opacity").toBeGreaterThanOrEqual(0.9);
    expect
      .soft(lowestAnimated, "the lowest opacity an animation of the words runs through")
      .toBeGreaterThanOrEqual(0.9);
    // The wordmark turns about six times, the headline five, the dashboard about six.
    const count = (loop: Loop) => changes.filter((change) => change.loop === loop).length;
    expect.soft(count("wordmark"), "the wordmark's changes").toBeGreaterThanOrEqual(4);
    expect.soft(count("headline"), "the headline's changes").toBeGreaterThanOrEqual(3);
    expect.soft(count("dashboard"), "the dashboard's changes").toBeGreaterThanOrEqual(2);
    const gaps = changes.slice(1).map((change, index) => ({
      gap: change.at - (changes[index]?.at ?? 0),
      between: `${changes[index]?.loop} and ${change.loop}`,
    }));
    const closest = gaps.reduce((a, b) => (b.gap < a.gap ? b : a));
    expect
      .soft(closest.gap, `the closest two changes (${closest.between}), by the clock`)
      .toBeGreaterThanOrEqual(MOTION_CHANGE_GAP_MS);
  });

  await test.step("the rings make one pass and stop, and fade before the hero's edge", async () => {
    const rings = await page.locator(".hero-ring").evaluateAll((elements) =>
      elements.map((ring) => {
        const style = getComputedStyle(ring);
        return { iterations: style.animationIterationCount, mask: style.maskImage };
      }),
    );
    expect.soft(rings, "the hero's rings").toHaveLength(3);
    for (const [index, ring] of rings.entries()) {
      expect.soft(ring.iterations, `ring ${index + 1} plays once`).toBe("1");
      expect.soft(ring.mask, `ring ${index + 1} fades before the hero's edge`).toContain("linear-gradient");
    }
  });

  await test.step("pointed at, the headline holds; the wordmark, not pointed at, goes on", async () => {
    await page.getByRole("heading", { level: 1 }).hover();
    const phrase = await headline.textContent();
    const since = await pageNow(page);
    await page.clock.runFor(2 * HEADLINE_ROTATION.intervalMs);
    await expect(headline).toHaveText(phrase ?? "");
    const changed = await changesSince(page, since);
    expect.soft(changed.headline, "the headline's changes while pointed at").toBe(0);
    expect.soft(changed.wordmark, "the wordmark's changes meanwhile").toBeGreaterThan(0);
  });

  await test.step("focused, the wordmark holds", async () => {
    await page.mouse.move(0, 600);
    await page.getByRole("link", { name: "Rankwell home" }).focus();
    const held = await brand.textContent();
    await page.clock.runFor(10_000);
    await expect(brand).toHaveText(held ?? "");
    await page.getByRole("link", { name: "Rankwell home" }).blur();
  });

  await test.step("off screen, the headline and the dashboard hold", async () => {
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.evaluate(offScreenToThePage, ["[data-headline-word]", "[data-mock-dashboard]"]);
    const phrase = await headline.textContent();
    const view = await tab.textContent();
    await page.clock.runFor(20_000);
    await expect(headline).toHaveText(phrase ?? "");
    await expect(tab).toHaveText(view ?? "");
  });

  await test.step("in a hidden tab, the wordmark, always on screen, holds too", async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const word = await brand.textContent();
    await page.clock.runFor(20_000);
    await expect(brand).toHaveText(word ?? "");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the floating button never covers a link or a button at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page);
    await page.keyboard.press("Shift");
    const button = page.locator("[data-floating-button]");
    await expect(button).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shownAt = 0;
    for (let y = 0; y < height + viewport.height; y += Math.round(viewport.height / 2)) {
      const { y: at, shown, covered } = await page.evaluate(standAt, y);
      expect.soft(covered, `covered at ${at} px`).toEqual([]);
      if (shown) shownAt += 1;
    }
    // At the page's end it stands aside: the footer is in view (ADR 075), and no room is kept under it.
    const end = await page.evaluate(standAt, "end" as number | "end");
    expect.soft(end.shown, `shown at the page's end, ${end.y} px`).toBe(false);
    expect(shownAt, "positions where the button showed").toBeGreaterThan(3);
  });
}
