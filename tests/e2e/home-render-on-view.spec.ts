/**
 * The home page's sections past its first screen are drawn as they come near the window
 * (docs/decisions/039): with scripts they wait, standing in at their estimated heights; every jump
 * within the page still lands exactly on its section, smooth scrolling and all; without scripts
 * nothing waits.
 */
import { expect, test, type Page } from "./support/test";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { hero } from "~/content/hero";
import { HOME_SECTION_HEIGHTS } from "~/content/home-layout";
import { waitForHydration } from "./support/html";
import { scaled } from "./support/machine";
import { homeHeightsFingerprint } from "../../scripts/lib/home-heights.mjs";

test.describe.configure({ timeout: scaled(90_000) });

const WRITE = process.env.WRITE_HOME_HEIGHTS === "1";
const HEIGHTS_FILE = fileURLToPath(new URL("../../app/content/home-section-heights.ts", import.meta.url));

const waiting = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-render-on-view]")].map(
      (section) => getComputedStyle(section).contentVisibility,
    ),
  );

/**
 * How far a section's top rests from where a jump to it should put it (its scroll margin below
 * the window's top): once the scroll has reached it, and again half a second later, so a section
 * drawn late and moving it would show.
 */
async function missedBy(page: Page, id: string): Promise<number> {
  const offset = () =>
    page.evaluate((target) => {
      const section = document.getElementById(target);
      // Not on the page yet: the router has written the address before the page.
      if (!section) return Number.POSITIVE_INFINITY;
      return Math.abs(section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop));
    }, id);
  await expect.poll(offset, { timeout: scaled(15_000) }).toBeLessThanOrEqual(2);
  // A real wait: what it watches for is a section drawn late, in the page's own time (later on a
  // slower machine).
  await page.waitForTimeout(scaled(500));
  return offset();
}

test("sections past the first screen wait to be drawn; a side dot's smooth jump lands on its section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const states = await waiting(page);
  expect(states.length).toBeGreaterThanOrEqual(9);
  expect(new Set(states)).toEqual(new Set(["auto"]));
  expect(await page.locator("#hero").evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
    "visible",
  );

  await page.keyboard.press("Shift");
  await page.mouse.wheel(0, 600);
  const dots = page.getByRole("navigation", { name: "Page sections" });
  await expect(dots).toBeVisible();
  await dots.getByRole("link", { name: "Pricing" }).click();
  expect(await missedBy(page, "pricing")).toBeLessThanOrEqual(2);
  // Drawn before the jump, and drawn they stay.
  expect(new Set(await waiting(page))).toEqual(new Set(["visible"]));
});

test("the hero's button scrolls smoothly to exactly its section on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: hero.secondaryCta.label }).click();
  expect(await missedBy(page, "done-for-you")).toBeLessThanOrEqual(2);
  await expect(page).toHaveURL(/#done-for-you$/);
});

test("a link from another page to a section lands on it, and so does an address opened at one", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  await page.locator("footer").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  expect(await missedBy(page, "pricing")).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => (window as { documentMark?: number }).documentMark), "no document load").toBe(1);

  await page.goto("/#testimonials");
  await waitForHydration(page);
  expect(await missedBy(page, "testimonials")).toBeLessThanOrEqual(2);
});

test("from the pricing tab's address, a link to a section of the page lands on it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/?plan=crm");
  await waitForHydration(page);
  await page.locator("footer").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  expect(await missedBy(page, "pricing")).toBeLessThanOrEqual(2);
});

/**
 * Where the footer's About link stands in the window once the page has come to rest: read at a
 * frame, again and again 300 ms apart, until two readings agree (the window's scroll and the
 * link's place). In the page, one round trip.
 */
function restingTop(): Promise<number> {
  const link = [...document.querySelectorAll("footer a")].find((a) => a.textContent?.trim() === "About");
  if (!link) throw new Error("no About link in the footer");
  const reading = () =>
    new Promise<string>((resolve) =>
      requestAnimationFrame(() => resolve(JSON.stringify([window.scrollY, link.getBoundingClientRect().top]))),
    );
  return (async () => {
    let last = await reading();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = await reading();
      if (now === last) return (JSON.parse(now) as number[])[1]!;
      last = now;
    }
  })();
}

/**
 * Opens the home page at 1440 px and scrolls down as a visitor does until the footer's About link
 * stands in the window; answers how far, once at rest, the link later stands from where it stood
 * then, and the sections whose stand-in height differs from their drawn one (named, should the
 * place come back off).
 */
async function scrolledToFooter(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const about = page.locator("footer").getByRole("link", { name: "About", exact: true });
  // Scrolled down 700 px at a time, each stop held for two frames so the sections near the window
  // are drawn, until the link stands in the window: every section on the way is drawn. (A jump by
  // the scrollbar skips some, and its position is then kept against their estimates: ADR 039.) In
  // the page: a round trip per step costs more than the step.
  await about.evaluate(async (link) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    while (link.getBoundingClientRect().top > 700) {
      window.scrollBy({ top: 700, behavior: "instant" });
      await frame();
      await frame();
    }
  });
  const before = await page.evaluate(restingTop);
  // A section still waiting when the position is put back stands at its stand-in height, and the
  // place comes back off by its error.
  const standIns = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-render-on-view]")].flatMap((section) => {
      const estimate = parseFloat(section.style.getPropertyValue("--render-large"));
      const drawn = section.getBoundingClientRect().height;
      return Math.abs(estimate - drawn) > 1
        ? [`${section.dataset.renderOnView} stands in at ${estimate} px, drawn ${Math.round(drawn)} px`]
        : [];
    }),
  );
  return {
    about,
    offBy: async () => Math.abs((await page.evaluate(restingTop)) - before),
    errors: `stand-ins off their drawn heights: ${standIns.join("; ") || "none"}`,
  };
}

test("Back brings a visitor who scrolled down back to the same place", async ({ page }) => {
  const { about, offBy, errors } = await scrolledToFooter(page);
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // The home page itself, not /about's footer while its data comes.
  await expect(page.locator("[data-render-on-view]").first()).toBeAttached();
  expect(await offBy(), `after Back, once the page is at rest (${errors})`).toBeLessThanOrEqual(2);
});

test("a reload brings a visitor who scrolled down back to the same place", async ({ page }) => {
  const { offBy, errors } = await scrolledToFooter(page);
  await page.reload();
  await waitForHydration(page);
  expect(await offBy(), `after a reload, once the page is at rest (${errors})`).toBeLessThanOrEqual(2);
});

/**
 * The stand-in heights are this test's own measurements (app/content/home-layout.ts): it compares
 * them with the drawn sections, and with WRITE_HOME_HEIGHTS=1 it writes what it measured instead
 * (`WRITE_HOME_HEIGHTS=1 npm run test:e2e -- home-render-on-view`), for a change that moves them.
 * The same visit, every section drawn, measures the glows that reach across a section's edge.
 */
test("each section's stand-in height is within a fifth of its drawn height, on a phone and wide; the glows that reach across a section's edge stay inside its widened clip", async ({
  page,
}) => {
  const measured: Record<string, { small?: number; large?: number }> = {};
  for (const [width, variable, size] of [
    [412, "--render-small", "small"],
    [1440, "--render-large", "large"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const { heights, reaches } = await page.evaluate((name) => {
      const sections = [...document.querySelectorAll<HTMLElement>("[data-render-on-view]")];
      sections.forEach((section) => (section.style.contentVisibility = "visible"));
      return {
        heights: sections.map((section) => ({
          block: section.dataset.renderOnView ?? "",
          estimate: parseFloat(section.style.getPropertyValue(name)),
          drawn: section.getBoundingClientRect().height,
        })),
        reaches: sections.flatMap((block) => {
          const edge = block.getBoundingClientRect();
          const margin = parseFloat(getComputedStyle(block).overflowClipMargin);
          return [...block.querySelectorAll<HTMLElement>(".pointer-events-none")].map((glow) => {
            const box = glow.getBoundingClientRect();
            return {
              block: block.dataset.renderOnView ?? "",
              margin,
              reach: Math.max(edge.top - box.top, box.bottom - edge.bottom, 0),
            };
          });
        }),
      };
    }, variable);
    expect(heights.map((entry) => entry.block).sort()).toEqual(Object.keys(HOME_SECTION_HEIGHTS).sort());
    for (const { block, estimate, drawn } of heights) {
      (measured[block] ??= {})[size] = Math.round(drawn);
      if (!WRITE) {
        expect
          .soft(Math.abs(estimate - drawn) / drawn, `${block} at ${width} px: ${estimate} for ${drawn}`)
          .toBeLessThan(0.2);
      }
    }
    expect.soft(reaches.length, `glows at ${width} px`).toBeGreaterThan(0);
    for (const { block, margin, reach } of reaches) {
      expect.soft(reach, `a glow of ${block} at ${width} px`).toBeLessThanOrEqual(margin);
    }
  }
  if (WRITE) {
    const rows = Object.keys(HOME_SECTION_HEIGHTS).map(
      (block) => `  ${block}: { small: ${measured[block]?.small}, large: ${measured[block]?.large} },\n`,
    );
    const header = readFileSync(HEIGHTS_FILE, "utf8").split("export const")[0];
    // What they were measured from: scripts/home-heights.test.ts compares it with app/ as it is.
    const from = homeHeightsFingerprint(fileURLToPath(new URL("../../app", import.meta.url)));
    writeFileSync(
      HEIGHTS_FILE,
      `${header}export const measuredFrom = "${from}";\n\nexport const measuredHeights = {\n${rows.join("")}};\n`,
    );
    console.log(`Wrote the measured heights to ${HEIGHTS_FILE}`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is drawn at once", async ({ page }) => {
    await page.goto("/");
    const sections = page.locator("[data-render-on-view]");
    expect(await sections.count()).toBeGreaterThanOrEqual(9);
    for (const section of await sections.all()) await expect(section).toHaveCSS("content-visibility", "visible");
  });
});
