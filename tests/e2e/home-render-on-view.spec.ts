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

test.describe.configure({ timeout: 90_000 });

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
  await expect.poll(offset, { timeout: 15_000 }).toBeLessThanOrEqual(2);
  await page.waitForTimeout(500);
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

test("Back and a reload bring a visitor who scrolled down back to the same place", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const about = page.locator("footer").getByRole("link", { name: "About", exact: true });
  /** Where the footer's link stands in the window, once scrolling has settled. */
  const place = async () => {
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const start = window.scrollY;
              setTimeout(() => resolve(window.scrollY === start), 300);
            }),
        ),
      )
      .toBe(true);
    return (await about.boundingBox())!.y;
  };
  // Scrolled down as a visitor does, so every section on the way is drawn. (A jump by the
  // scrollbar skips some, and its position is then kept against their estimates: ADR 039.)
  await page.mouse.move(700, 450);
  while (((await about.boundingBox())?.y ?? Infinity) > 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  const before = await place();

  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(Math.abs((await place()) - before), "after Back").toBeLessThanOrEqual(2);

  await page.reload();
  await waitForHydration(page);
  expect(Math.abs((await place()) - before), "after a reload").toBeLessThanOrEqual(2);
});

/**
 * The stand-in heights are this test's own measurements (app/content/home-layout.ts): it compares
 * them with the drawn sections, and with WRITE_HOME_HEIGHTS=1 it writes what it measured instead
 * (`WRITE_HOME_HEIGHTS=1 npm run test:e2e -- home-render-on-view`), for a change that moves them.
 */
test("each section's stand-in height is within a fifth of its drawn height, on a phone and wide", async ({ page }) => {
  const measured: Record<string, { small?: number; large?: number }> = {};
  for (const [width, variable, size] of [
    [412, "--render-small", "small"],
    [1440, "--render-large", "large"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const heights = await page.evaluate((name) => {
      const sections = [...document.querySelectorAll<HTMLElement>("[data-render-on-view]")];
      sections.forEach((section) => (section.style.contentVisibility = "visible"));
      return sections.map((section) => ({
        block: section.dataset.renderOnView ?? "",
        estimate: parseFloat(section.style.getPropertyValue(name)),
        drawn: section.getBoundingClientRect().height,
      }));
    }, variable);
    expect(heights.map((entry) => entry.block).sort()).toEqual(Object.keys(HOME_SECTION_HEIGHTS).sort());
    for (const { block, estimate, drawn } of heights) {
      (measured[block] ??= {})[size] = Math.round(drawn);
      if (!WRITE) {
        expect(Math.abs(estimate - drawn) / drawn, `${block} at ${width} px: ${estimate} for ${drawn}`).toBeLessThan(
          0.2,
        );
      }
    }
  }
  if (WRITE) {
    const rows = Object.keys(HOME_SECTION_HEIGHTS).map(
      (block) => `  ${block}: { small: ${measured[block]?.small}, large: ${measured[block]?.large} },\n`,
    );
    const header = readFileSync(HEIGHTS_FILE, "utf8").split("export const")[0];
    writeFileSync(HEIGHTS_FILE, `${header}export const measuredHeights = {\n${rows.join("")}};\n`);
    console.log(`Wrote the measured heights to ${HEIGHTS_FILE}`);
  }
});

test("the glows that reach across a section's edge stay inside its widened clip", async ({ page }) => {
  for (const width of [412, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const reaches = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-render-on-view]")].flatMap((block) => {
        block.style.contentVisibility = "visible";
        const edge = block.getBoundingClientRect();
        const margin = parseFloat(getComputedStyle(block).overflowClipMargin);
        return [...block.querySelectorAll<HTMLElement>(".pointer-events-none")].map((glow) => {
          const box = glow.getBoundingClientRect();
          return { margin, reach: Math.max(edge.top - box.top, box.bottom - edge.bottom, 0) };
        });
      }),
    );
    expect(reaches.length).toBeGreaterThan(0);
    for (const { margin, reach } of reaches) expect(reach, `at ${width} px`).toBeLessThanOrEqual(margin);
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
