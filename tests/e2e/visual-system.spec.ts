import { expect, test, type Page } from "./support/test";
import { DEMO_ACCOUNTS, PAGE_TYPES, pagePath, signInContext, type PageType } from "../../scripts/lib/page-types.mjs";
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
import { TEST_ORIGIN } from "./support/servers";

/**
 * The cross-page rules of issue 9 ("one visual system"), on one page of every type
 * (scripts/lib/page-types.mjs, the same list `npm run screens` photographs).
 */

/** The narrowest phone, the common phone (where list targets are measured) and a small laptop. */
const WIDTHS = [320, 390, 1024];
const MIN_TARGET_WIDTH = 390;

const title = (pageType: PageType) => `${pageType.name} ${pageType.path}`;

async function signInFor(page: Page, pageType: PageType) {
  if (!pageType.as) return;
  const signedIn = await signInContext(page.context(), TEST_ORIGIN, DEMO_ACCOUNTS[pageType.as], {
    beforeCode: forgetAcceptedCode,
  });
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
 * One visit per page type and width: nothing wider than the window at the narrowest phone, the
 * common phone and a small laptop; at 390 px also the 44 px list targets. (The CI run has twenty
 * minutes; one test per page type keeps a sign-in and a page load per width, not per check.)
 */
test.describe("no horizontal overflow from 320 to 1440 px; 44 px list targets at 390 px", () => {
  for (const pageType of PAGE_TYPES) {
    test(title(pageType), async ({ page }) => {
      await signInFor(page, pageType);
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await openHydrated(page, pageType);
        const { excess, offenders } = await horizontalOverflow(page);
        if (excess > 0 || offenders.length) {
          const list = offenders.map((o) => `\n    ${o.element}: ${o.detail}`).join("");
          failures.push(`at ${width} px the page is ${excess} px too wide${list}`);
        }
        if (width !== MIN_TARGET_WIDTH) continue;
        const small = await smallListTargets(page);
        if (small.length) {
          const report = small.map((o) => `\n    ${o.element}: ${o.detail}`).join("");
          failures.push(`at ${width} px, ${small.length} list targets under 44 px:${report}`);
        }
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});

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
test.describe("axe WCAG 2.1 AA in the dark theme", () => {
  test.use({ colorScheme: "dark" });
  for (const pageType of PAGE_TYPES.filter((type) => DARK_AXE_TYPES.includes(type.name))) {
    test(`${title(pageType)} with scripts`, async ({ page }) => {
      // axe over the home page's whole DOM takes longer than one page's budget on a busy machine.
      if (pageType.name === "home") test.slow();
      await openHydrated(page, pageType);
      await expectNoA11yViolations(page);
    });
  }
});

/**
 * Hydration shifts nothing: the boxes of the header and the first screen are the same in the
 * server's HTML (scripts blocked by a CSP, so the browser shows exactly what was sent) and after
 * hydration, and no layout-shift entry is recorded while the page loads and hydrates. Motion is
 * reduced, so the headline and wordmark rotations do not count as hydration.
 */
test.describe("hydration moves nothing", () => {
  test.use({ reducedMotion: "reduce" });
  const pages = PAGE_TYPES.filter((p) => p.name === "home" || p.name === "city");

  for (const pageType of pages) {
    for (const width of [1440, 390]) {
      test(`${title(pageType)} at ${width} px`, async ({ page, context }) => {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });

        const served = await context.newPage();
        await served.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await served.route("**/*", async (route) => {
          if (route.request().resourceType() !== "document") return route.continue();
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
          });
        });
        await served.goto(pageType.path);
        await served.evaluate(() => document.fonts.ready.then(() => undefined));
        const before = await pageBoxes(served);
        expect(await served.evaluate(() => "__remixRouter" in window), "scripts stayed blocked").toBe(false);

        await recordLayoutShifts(page);
        await openHydrated(page, pageType);
        // Effects that run after hydration (measuring, opening, rotating) get a moment to act.
        await page.waitForTimeout(1_000);
        const after = await pageBoxes(page);

        const moves = movedBoxes(before, after);
        expect
          .soft(moves, `first-screen boxes that differ after hydration:\n${moves.slice(0, 25).join("\n")}`)
          .toEqual([]);

        const shifts = (await layoutShifts(page)).filter((entry) => !entry.hadRecentInput);
        const total = shifts.reduce((sum, entry) => sum + entry.value, 0);
        const report = shifts.map((entry) => `${entry.value.toFixed(4)}: ${entry.sources.join("; ")}`).join("\n");
        expect(total, `layout shifts while loading and hydrating:\n${report}`).toBeLessThan(0.001);
      });
    }
  }
});
