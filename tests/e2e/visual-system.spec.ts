import { expect, test, type Page } from "./support/test";
import { DEMO_ACCOUNTS, PAGE_TYPES, signInContext, type PageType } from "../../scripts/lib/page-types.mjs";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
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

/** The narrowest phone, a tablet and the desktop the design is drawn for (390 is checked below). */
const WIDTHS = [320, 768, 1440];
const THEMES = ["light", "dark"] as const;

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
  const response = await page.goto(pageType.path);
  expect(response?.status(), `${pageType.path} answers`).toBe(pageType.status ?? 200);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe("no horizontal overflow from 320 to 1440 px", () => {
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
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});

test.describe("links and buttons in lists are at least 44 px tall at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const pageType of PAGE_TYPES) {
    test(title(pageType), async ({ page }) => {
      await signInFor(page, pageType);
      await openHydrated(page, pageType);
      const small = await smallListTargets(page);
      const report = small.map((o) => `${o.element}: ${o.detail}`).join("\n");
      expect(small, `${small.length} list targets under 44 px:\n${report}`).toEqual([]);
    });
  }
});

for (const theme of THEMES) {
  test.describe(`axe WCAG 2.1 AA in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const pageType of PAGE_TYPES) {
      // With scripts, as people see it; the server's HTML alone is checked by pages.spec.ts and
      // seo-crawl.spec.ts for every public page, and below for the private ones.
      test(`${title(pageType)} with scripts`, async ({ page }) => {
        await signInFor(page, pageType);
        await openHydrated(page, pageType);
        await expectNoA11yViolations(page);
      });

      if (pageType.as) {
        test(`${title(pageType)} as served`, async ({ page }) => {
          await signInFor(page, pageType);
          await expectNoServerRenderedA11yViolations(page, pageType.path);
        });
      }
    }
  });
}

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
