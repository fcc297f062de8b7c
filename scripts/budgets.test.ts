/**
 * Bundle budgets (ADR 042; docs/product.md §10.14): every public page's first load, at most
 * `BUDGETS.jsGzip` of gzip JavaScript in total (entry, route modules, their imports, and the chunks
 * every visit loads later such as web vitals) and `BUDGETS.cssGzip` of gzip CSS, with a warning past
 * `jsWarn` and `cssWarn`. Sizes are read from the client build's manifest
 * (scripts/lib/build-assets.mjs), so the figures are deterministic; nothing is timed.
 *
 * The figures live in one place: this test writes them to reports/budgets.md (every page: JavaScript,
 * CSS, on-demand code, the room left), and `npm run budget -- /path` breaks one page down by module.
 * Neither tests, comments nor docs copy them.
 *
 * Wiring: this test builds nothing. `npm run test:unit` (and so `npm test` and CI's `.ci/run`) runs
 * `npm run build` first, and the first test below fails when public/build is missing or older than
 * the sources, so the figures are always of the code under test.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { publicPages } from "~/lib/seo/public-pages";
import { BUDGETS, BUILD_DIR, pageAssets, readManifest } from "./lib/build-assets.mjs";

/**
 * The indexable pages, plus the public pages that are noindex but anyone opens, the widget frame
 * among them: it loads on the customers' own sites (any id matches its route).
 */
const PAGES = [...publicPages.map((page) => page.path), "/audit", "/auth", "/auth/reset", "/widget-preview/any"];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The newest modification time of the files the client build is made from. */
function newestSource(paths: string[]): { file: string; mtime: number } {
  let newest = { file: "", mtime: 0 };
  for (const path of paths) {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        const found = newestSource([join(path, name)]);
        if (found.mtime > newest.mtime) newest = found;
      }
    } else if (!/\.test\.tsx?$/.test(path) && stat.mtimeMs > newest.mtime) {
      newest = { file: path, mtime: stat.mtimeMs };
    }
  }
  return newest;
}

/** What each page loads, for reports/budgets.md. */
const measured = new Map<string, ReturnType<typeof pageAssets>>();
const assetsOf = (path: string) => {
  const found = measured.get(path) ?? pageAssets(path);
  measured.set(path, found);
  return found;
};

function writeReport() {
  if (!measured.size) return;
  const state = (bytes: number, budget: number, warn: number) =>
    bytes > budget ? "over budget" : bytes > warn ? "past the warning" : "within";
  const rows = [...measured.values()].map(
    ({ path, js, css, lazy }) =>
      `| ${path} | ${js.gzip} | ${BUDGETS.jsGzip - js.gzip} | ${state(js.gzip, BUDGETS.jsGzip, BUDGETS.jsWarn)} | ` +
      `${css.gzip} | ${BUDGETS.cssGzip - css.gzip} | ${lazy.gzip} |`,
  );
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/budgets.md",
    [
      "# First-load budgets (written by scripts/budgets.test.ts; bytes of gzip)",
      "",
      `Budgets: JavaScript ${BUDGETS.jsGzip} (warning past ${BUDGETS.jsWarn}), CSS ${BUDGETS.cssGzip} (warning past ${BUDGETS.cssWarn}).`,
      "",
      "| page | JavaScript | room | state | CSS | room | on demand |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
}

describe("bundle budgets, from the client build's manifest", () => {
  afterAll(writeReport);

  it("reads a build made from the current sources", () => {
    const manifest = readManifest(BUILD_DIR);
    const source = newestSource(["app", "remix.config.js", "postcss.config.js", "package-lock.json"]);
    expect(
      manifest.mtime >= source.mtime,
      `public/build is older than ${source.file}: run \`npm run build\` (npm run test:unit does)`,
    ).toBe(true);
  });

  for (const path of PAGES) {
    it(`${path}: CSS at most ${kb(BUDGETS.cssGzip)} gzip`, () => {
      const { css } = assetsOf(path);
      expect(css.files.length, "the page links a stylesheet").toBeGreaterThan(0);
      expect(css.gzip, `${path} CSS ${kb(css.gzip)} gzip`).toBeLessThanOrEqual(BUDGETS.cssGzip);
      if (css.gzip > BUDGETS.cssWarn)
        console.warn(`${path}: CSS ${kb(css.gzip)} is past the ${kb(BUDGETS.cssWarn)} warning`);
    });

    it(`${path}: JavaScript at most ${kb(BUDGETS.jsGzip)} gzip`, () => {
      const { js } = assetsOf(path);
      const files = js.files.map((file) => `${file.url} ${kb(file.gzip)}`).join("\n");
      expect(js.gzip, `${path} loads ${kb(js.gzip)} gzip in ${js.files.length} files:\n${files}`).toBeLessThanOrEqual(
        BUDGETS.jsGzip,
      );
      if (js.gzip > BUDGETS.jsWarn)
        console.warn(`${path}: JavaScript ${kb(js.gzip)} is past the ${kb(BUDGETS.jsWarn)} warning`);
    });
  }

  it("lists code behind a click or a sign-in apart: the mobile menu's dialog and the Radix account menu", () => {
    const { js, lazy } = pageAssets("/about");
    const eager = js.files.map((file) => file.url);
    const onDemand = lazy.files.map((file) => file.url);
    expect(onDemand.some((url) => /\/mobile-menu-dialog-[\w]+\.js$/.test(url))).toBe(true);
    expect(onDemand.some((url) => /\/account-menu-dropdown-[\w]+\.js$/.test(url))).toBe(true);
    expect(eager.filter((url) => onDemand.includes(url))).toEqual([]);
  });

  it("lists the home page's behaviour past its first screen apart: it loads on first use (ADR 037)", () => {
    const { js, lazy } = pageAssets("/");
    const isHomeBehaviours = (url: string) => /\/home-behaviours-[\w]+\.js$/.test(url);
    expect(lazy.files.some((file) => isHomeBehaviours(file.url))).toBe(true);
    expect(js.files.some((file) => isHomeBehaviours(file.url))).toBe(false);
  });

  it("counts what a page really loads: the entry, its routes and the lazy web-vitals chunk; the manifest file only without lazy route discovery", () => {
    const manifest = readManifest(BUILD_DIR);
    const { js, routes } = pageAssets("/tampa-seo-services", { manifest });
    const urls = js.files.map((file) => file.url);
    expect(routes).toEqual(["root", "page-modules/city/tampa-seo-services"]);
    expect(urls).toEqual(expect.arrayContaining([manifest.entry.module, manifest.routes.root.module]));
    // remix.config.js turns lazy route discovery on (ADR 034): documents no longer import the manifest.
    expect(urls).not.toContain(manifest.file);
    const withManifest = pageAssets("/tampa-seo-services", { manifest, lazyRouteDiscovery: false });
    expect(withManifest.js.files.map((file) => file.url)).toContain(manifest.file);
    expect(
      urls.some((url) => /\/web-vitals-[\w]+\.js$/.test(url)),
      "the web-vitals chunk",
    ).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
