import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { settleStyles } from "./layout-checks";

const require = createRequire(import.meta.url);
// The minified build: half the bytes of `require("axe-core").source` (550 KB against 1.2 MB), and
// a third less time to inject into each page (1.1 s against 1.7 s on a busy core).
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** A colour scheme the stylesheet follows (`prefers-color-scheme`). */
export type ColorScheme = "light" | "dark";

/**
 * The rules whose verdict can change with the colour scheme. A scheme changes colours and nothing
 * else (app/tailwind.css: `light-dark()` tokens and `dark:` colour utilities, which
 * scripts/theme-colours.test.ts keeps so), so once a page state has had every rule in one scheme,
 * each further scheme needs only these; axe spends most of a scan on the first of them anyway.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Which rules a scan runs: every WCAG 2.1 AA rule, or only those that read colours (see above). */
export type Rules = "all" | "colours";

/**
 * Scans the page as the server rendered it: axe needs timers, which a JavaScript-disabled
 * context never fires, so the page's own scripts are blocked by a `script-src 'none'` CSP
 * instead, and axe is injected through the devtools protocol, which CSP does not govern.
 *
 * With `colorSchemes`, the one visit is scanned once per scheme, each failing on its own (a soft
 * assertion, so both themes are reported): the themes are the stylesheet's `prefers-color-scheme`,
 * which the page follows without a reload, and a visit is the dear part of a scan.
 */
export async function expectNoServerRenderedA11yViolations(
  page: Page,
  path: string,
  { colorSchemes }: { colorSchemes?: ColorScheme[] } = {},
): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers(), "content-security-policy": "script-src 'none'" };
    await route.fulfill({ response, headers });
  });
  await page.goto(path);
  if (!colorSchemes) await expectNoA11yViolations(page);
  for (const [index, colorScheme] of (colorSchemes ?? []).entries()) {
    await page.emulateMedia({ colorScheme });
    const violations = await a11yViolations(page, undefined, index === 0 ? "all" : "colours");
    expect.soft(violations, violationsMessage(page, violations, ` (${colorScheme})`)).toEqual([]);
  }
  await page.unroute("**/*");
}

/**
 * Scans the page as it is now (hydrated, with menus in their current state); `within`, a CSS
 * selector, limits the scan to one part (a menu opened over a page scanned elsewhere); `rules`
 * "colours" is for the same state scanned again in another colour scheme.
 */
export async function expectNoA11yViolations(page: Page, within?: string, rules: Rules = "all"): Promise<void> {
  // A scan of nothing passes: the part named must be on the page.
  if (within) expect(await page.locator(within).count(), `axe's scope ${within} on ${page.url()}`).toBeGreaterThan(0);
  const violations = await a11yViolations(page, within, rules);
  expect(violations, violationsMessage(page, violations)).toEqual([]);
}

function violationsMessage(page: Page, violations: AxeViolation[], scheme = ""): string {
  return `axe WCAG 2.1 AA violations on ${page.url()}${scheme}:\n${JSON.stringify(violations, null, 2)}`;
}

/**
 * axe's WCAG 2.1 AA violations on the page as it is now (or in its part `within`), each with its
 * first five nodes.
 *
 * The page is settled first (settleStyles): the scan sees the state the page settles in, not a
 * reveal caught at 1% opacity or a link caught in its colour transition, which fail contrast on a
 * slow machine and pass on a fast one (issue 25).
 */
async function a11yViolations(page: Page, within?: string, rules: Rules = "all"): Promise<AxeViolation[]> {
  await settleStyles(page);
  // Injected once per document: a second scheme's scan reuses it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, rules, within }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: Document | { include: string[] }, opts: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const context = within ? { include: [within] } : document;
      const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
      const result = await axe.run(context, { runOnly, resultTypes: ["violations"] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_21_AA, rules: rules === "colours" ? COLOUR_RULES : undefined, within },
  );
}
