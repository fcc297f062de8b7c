import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource: string = require("axe-core").source;

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Scans the page as the server rendered it: axe needs timers, which a JavaScript-disabled
 * context never fires, so the page's own scripts are blocked by a `script-src 'none'` CSP
 * instead, and axe is injected through the devtools protocol, which CSP does not govern.
 */
export async function expectNoServerRenderedA11yViolations(page: Page, path: string): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers(), "content-security-policy": "script-src 'none'" };
    await route.fulfill({ response, headers });
  });
  await page.goto(path);
  await expectNoA11yViolations(page);
  await page.unroute("**/*");
}

/**
 * Scans the page as it is now (hydrated, with menus in their current state); `within`, a CSS
 * selector, limits the scan to one part (a menu opened over a page scanned elsewhere).
 *
 * Transitions and animations still running are finished first, so the scan sees the state the
 * page settles in: a reveal caught at 1% opacity fails contrast on a slow machine and passes on a
 * fast one, and a test must not depend on the machine's speed (issue 25). Endless animations are
 * left as they are.
 */
export async function expectNoA11yViolations(page: Page, within?: string): Promise<void> {
  // A scan of nothing passes: the part named must be on the page.
  if (within) expect(await page.locator(within).count(), `axe's scope ${within} on ${page.url()}`).toBeGreaterThan(0);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing?.endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // an animation that cannot finish (no end) stays as it is
      }
    }
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, within }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: Document | { include: string[] }, opts: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const context = within ? { include: [within] } : document;
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_21_AA, within },
  );
  expect(violations, `axe WCAG 2.1 AA violations on ${page.url()}:\n${JSON.stringify(violations, null, 2)}`).toEqual(
    [],
  );
}
