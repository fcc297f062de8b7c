import { expect, test, type Page } from "./support/test";
import { DEMO_ACCOUNTS, PAGE_TYPES, pagePath, signInContext, type PageType } from "../../scripts/lib/page-types.mjs";
import { withTwoStepLock } from "./support/two-step-lock";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { forgetAcceptedCode } from "./support/two-step";
import {
  horizontalOverflow,
  layoutShifts,
  movedBoxes,
  pageBoxes,
  recordLayoutShifts,
  smallListTargets,
} from "./support/layout-checks";
import { scaled } from "./support/machine";
import { TEST_ORIGIN } from "./support/servers";

/**
 * The cross-page rules of issue 9 ("one visual system"), on one page of every type
 * (scripts/lib/page-types.mjs, the same list `npm run screens` photographs).
 */

/**
 * The widths measured in one visit, in this order: a small laptop, the narrowest phone, and last
 * the common phone, where the list targets are measured too (their check opens and closes the
 * page's disclosures).
 */
const WIDTHS = [1024, 320, 390];
const MIN_TARGET_WIDTH = 390;
/** Where the dark theme is scanned: Desktop Chrome's window, as the scans had before. */
const AXE_VIEWPORT = { width: 1280, height: 720 };

/**
 * Pages whose template is a page type's but whose content differs most from that page's (the
 * longest names, the most cards): their layout is checked too, their colours are the type's.
 */
const OTHER_CONTENT: PageType[] = [
  { name: "region", path: "/wyoming-seo-services" },
  { name: "service", path: "/services/rank-tracking" },
];

const title = (pageType: PageType) => `${pageType.name} ${pageType.path}`;

async function signInFor(page: Page, pageType: PageType) {
  if (!pageType.as) return;
  // One two-step sign-in at a time: the demo admin's code is single-use, and two workers would refuse each other's.
  const signedIn = await withTwoStepLock(() =>
    signInContext(page.context(), TEST_ORIGIN, DEMO_ACCOUNTS[pageType.as!], { beforeCode: forgetAcceptedCode }),
  );
  expect(signedIn, `signed in as the demo ${pageType.as}`).toBe(true);
}

/** Opens the page as a visitor sees it once scripts have run and the typeface has loaded. */
async function openHydrated(page: Page, pageType: PageType) {
  const response = await page.goto(await pagePath(page.context().request, TEST_ORIGIN, pageType));
  expect(response?.status(), `${pageType.path} answers`).toBe(pageType.status ?? 200);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * axe with scripts in the dark theme, one page per template (public pages are scanned as served in
 * the light theme by seo-crawl.spec.ts; private pages in both themes by account-frame-layout.spec.ts).
 */
const DARK_AXE_TYPES = [
  "home",
  "service",
  "city",
  "audit-landing",
  "audit-tool",
  "case-study",
  "crm-seo",
  "contact",
  "about",
  "not-found",
  "auth",
];

/**
 * One visit per page type gathers every fact of the visual system, each reported by name: nothing
 * wider than the window at a small laptop, the narrowest phone and the common phone; at 390 px the
 * 44 px list targets; and, for one page per template, axe in the dark theme.
 *
 * The page is loaded once and the window resized between the widths, not reloaded: what decides
 * these pages' widths is their CSS (media queries, Tailwind's breakpoints), which the browser
 * applies again on a resize; their scripts read the width only for timings (the hero's cycles), a
 * menu's gestures and where a row that scrolls starts, none of which sizes anything. Checked
 * before relying on it (2026-12-02, on home, city, crm-seo, contact, dashboard and admin): the
 * overflow and the list targets found after a resize were those of a fresh load at each of the
 * three widths. The boxes differed only where no check here looks: a home section drawn at one
 * width keeps its drawn height off screen until drawn again (content-visibility's remembered
 * size: places further down move, widths do not), the account pages' section row keeps the scroll
 * offset it got at the first width (a row that scrolls, which the overflow check leaves out), and
 * what changes with time (the rotating words, the inbox's ages). The theme, too, is CSS alone
 * (`prefers-color-scheme`, app/tailwind.css), so the dark scan follows `emulateMedia` in the same
 * visit.
 */
test.describe("no horizontal overflow at 320, 390 and 1024 px; 44 px list targets at 390 px; axe in the dark theme", () => {
  for (const pageType of [...PAGE_TYPES, ...OTHER_CONTENT]) {
    const scanDark = DARK_AXE_TYPES.includes(pageType.name) && PAGE_TYPES.includes(pageType);
    test(`${title(pageType)}${scanDark ? ", dark axe with scripts" : ""}`, async ({ page }) => {
      // axe over the home page's whole DOM takes longer than one page's budget on a busy machine.
      if (scanDark && pageType.name === "home") test.slow();
      await signInFor(page, pageType);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await openHydrated(page, pageType);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { excess, offenders } = await horizontalOverflow(page);
        const list = offenders.map((o) => `\n    ${o.element}: ${o.detail}`).join("");
        expect
          .soft({ excess, offenders }, `overflow at ${width} px: the page is ${excess} px too wide${list}`)
          .toEqual({ excess: 0, offenders: [] });
        if (width !== MIN_TARGET_WIDTH) continue;
        const small = await smallListTargets(page);
        const report = small.map((o) => `\n    ${o.element}: ${o.detail}`).join("");
        expect.soft(small, `list targets at ${width} px: ${small.length} under 44 px:${report}`).toEqual([]);
      }

      if (!scanDark) return;
      await page.setViewportSize(AXE_VIEWPORT);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), "dark theme").toBe(true);
      await expectNoA11yViolations(page);
    });
  }
});

/**
 * Hydration shifts nothing: the boxes of the header and the first screen are the same in the
 * server's HTML (scripts blocked by a CSP, so the browser shows exactly what was sent) and after
 * hydration, and no layout-shift entry is recorded while the page loads and hydrates. Motion is
 * reduced, so the headline and wordmark rotations do not count as hydration.
 *
 * One test per page type, both widths: the server's HTML is loaded once and resized (without
 * scripts, its layout is its CSS alone; checked on home and city: every box of the first screen,
 * all that is compared, is where a fresh load at 390 px puts it); the hydrated page is loaded at
 * each width, since the shifts recorded are those of a load at that width.
 */
test.describe("hydration moves nothing", () => {
  test.use({ reducedMotion: "reduce" });
  const pages = PAGE_TYPES.filter((p) => p.name === "home" || p.name === "city");
  const viewports = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ];

  for (const pageType of pages) {
    test(`${title(pageType)} at ${viewports.map((v) => v.width).join(" and ")} px`, async ({ page, context }) => {
      const served = await context.newPage();
      await served.route("**/*", async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
        });
      });
      await recordLayoutShifts(page);

      for (const viewport of viewports) {
        const at = `at ${viewport.width} px`;
        await served.setViewportSize(viewport);
        if (served.url() === "about:blank") await served.goto(pageType.path);
        await served.evaluate(() => document.fonts.ready.then(() => undefined));
        const before = await pageBoxes(served);
        expect(await served.evaluate(() => "__remixRouter" in window), `scripts stayed blocked ${at}`).toBe(false);

        await page.setViewportSize(viewport);
        await openHydrated(page, pageType);
        // Effects that run after hydration (measuring, opening, rotating) get a moment to act: a
        // real wait, as what it watches for (a chunk arriving, an observer's report, a timer)
        // comes in the page's own time, later on a slower machine.
        await page.waitForTimeout(scaled(1_000));
        const after = await pageBoxes(page);

        const moves = movedBoxes(before, after);
        expect
          .soft(moves, `first-screen boxes that differ after hydration ${at}:\n${moves.slice(0, 25).join("\n")}`)
          .toEqual([]);

        const shifts = (await layoutShifts(page)).filter((entry) => !entry.hadRecentInput);
        const total = shifts.reduce((sum, entry) => sum + entry.value, 0);
        const report = shifts.map((entry) => `${entry.value.toFixed(4)}: ${entry.sources.join("; ")}`).join("\n");
        expect.soft(total, `layout shifts while loading and hydrating ${at}:\n${report}`).toBeLessThan(0.001);
      }
    });
  }
});
