/**
 * Bundle budgets (the performance issue's item 1; docs/product.md §10.14): on every public page, at most 100 KB of
 * gzip JavaScript in total (entry, manifest, route modules, their imports, and the chunks they load
 * later such as web vitals) and at most 12 KB of gzip CSS. Sizes are read from the client build's
 * manifest (scripts/lib/build-assets.mjs), so the figures are deterministic; nothing is timed.
 *
 * Wiring: this test builds nothing. `npm run test:unit` (and so `npm test` and CI's `.ci/run`) runs
 * `npm run build` first, and the first test below fails when public/build is missing or older than
 * the sources, so the figures are always of the code under test. A failing budget fails `npm test`,
 * and CI exits non-zero.
 *
 * JavaScript: the first half of the diet (ADR 027) brought the pages from 154–177 KB to 116–137 KB;
 * static bodies as server markup (ADR 033) to 112–132 KB; one chunk for the root's modules, the
 * top bar, the forms and the home page's hero as server markup and loaders' imports kept on the
 * server (ADR 035, 036) to 97.3–99.8 KB, the home page to 112.4; the whole home page as server
 * markup, its behaviour past the first screen loaded on first use (ADR 037), to 99.4. Every public
 * page is held to the 100 KB budget. ADR 042 then set the budget at 105 KB of JavaScript and 12.5 KB
 * of CSS, with a warning past 100 KB and 12 KB: room kept on purpose for the next feature.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicPages } from "~/lib/seo/public-pages";
import { BUDGETS, BUILD_DIR, pageAssets, readManifest } from "./lib/build-assets.mjs";

/** The indexable pages, plus the public pages that are noindex but anyone opens. */
const PAGES = [...publicPages.map((page) => page.path), "/audit", "/auth", "/auth/reset"];

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

describe("bundle budgets, from the client build's manifest", () => {
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
      const { css } = pageAssets(path);
      expect(css.files.length, "the page links a stylesheet").toBeGreaterThan(0);
      expect(css.gzip, `${path} CSS ${kb(css.gzip)} gzip`).toBeLessThanOrEqual(BUDGETS.cssGzip);
      if (css.gzip > BUDGETS.cssWarn)
        console.warn(`${path}: CSS ${kb(css.gzip)} is past the ${kb(BUDGETS.cssWarn)} warning`);
    });

    it(`${path}: JavaScript at most ${kb(BUDGETS.jsGzip)} gzip`, () => {
      const { js } = pageAssets(path);
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
