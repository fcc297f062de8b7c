// The JavaScript and CSS each page of the client build loads, read from public/build without a
// browser: Remix's manifest names every route's module and its static imports, and a page loads
// the entry, the manifest itself and the modules of the routes its URL matches (root first). A
// literal dynamic import in the entry (the web-vitals chunk, fetched once the page is idle) counts
// as well, with its own imports, since every visit downloads it. A dynamic import anywhere else is
// code behind a click or for signed-in viewers only (the mobile menu's dialog, the Radix account
// menu): a visit downloads it on demand, so it is listed apart, as `lazy`, not in the total
// (docs/decisions/027). CSS is what those modules link: a stylesheet's URL appears in the module
// whose `links` names it; route `css` lists are added too.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import remixConfig from "../../remix.config.js";

/**
 * The first-load budgets of ADR 042 (docs/product.md §10.14), in bytes of gzip (1 KB = 1,000
 * bytes, the stricter reading): a public page fails past jsGzip or cssGzip, and is warned about
 * past jsWarn or cssWarn, so the room between the two is spent on purpose, not by accident.
 */
export const BUDGETS = Object.freeze({ jsGzip: 105_000, jsWarn: 100_000, cssGzip: 12_500, cssWarn: 12_000 });

export const BUILD_DIR = "public/build";

/**
 * With Remix's lazy route discovery (remix.config.js, docs/decisions/034) a document does not
 * import the manifest file: it carries the routes it renders inline, and the browser asks
 * `/__manifest` (JSON) for others as links appear. The manifest file is then read here only to
 * learn the routes.
 */
const LAZY_ROUTE_DISCOVERY = remixConfig.future?.v3_lazyRouteDiscovery === true;

/** The newest manifest in the build directory, parsed, with its file name. */
export function readManifest(buildDir = BUILD_DIR) {
  const files = readdirSync(buildDir)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => ({ name, mtime: statSync(join(buildDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  if (!files.length) throw new Error(`No Remix manifest in ${buildDir}: run \`npm run build\` first.`);
  const source = readFileSync(join(buildDir, files[0].name), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  return { ...manifest, file: `/build/${files[0].name}`, mtime: files[0].mtime };
}

/** The route's full path pattern, parents' paths joined: "services/:slug", "" for the root. */
function fullPattern(manifest, id) {
  const parts = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) {
    if (route.path) parts.unshift(route.path.replace(/^\/|\/$/g, ""));
  }
  return parts.filter(Boolean).join("/");
}

/** React Router's ranking: static segments beat dynamic ones, which beat a splat; index routes win ties. */
function score(pattern, index) {
  const segments = pattern ? pattern.split("/") : [];
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") total -= 2;
    else if (segment.startsWith(":")) total += 3;
    else total += 10;
  }
  return total;
}

function matches(pattern, path) {
  const want = pattern ? pattern.split("/") : [];
  const got = path
    .replace(/^\/|\/$/g, "")
    .split("/")
    .filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === "*") return true;
    if (got[i] === undefined) return false;
    if (!want[i].startsWith(":") && want[i].toLowerCase() !== decodeURIComponent(got[i]).toLowerCase()) return false;
  }
  return want.length === got.length;
}

/** Route ids a URL path renders, root first (Remix's matching, for the routes this site has). */
export function routeChain(manifest, path) {
  const candidates = Object.values(manifest.routes)
    .filter((route) => route.id !== "root")
    .map((route) => ({ route, pattern: fullPattern(manifest, route.id) }))
    .filter(({ pattern }) => matches(pattern, path))
    .sort((a, b) => score(b.pattern, b.route.index) - score(a.pattern, a.route.index));
  const leaf = candidates[0]?.route;
  if (!leaf) throw new Error(`No route of the build matches ${path}`);
  const chain = [];
  for (let route = leaf; route; route = manifest.routes[route.parentId]) chain.unshift(route.id);
  return chain;
}

/** `import "…"`, `from "…"` and `import("…")` naming a file of the build, minified or not. */
const IMPORT_SPECIFIER = /(?:\bimport\s*(\()?|\bfrom)\s*"((?:\/build\/|\.{1,2}\/)[^"]+\.js)"/g;

function sizeOf(buildDir, url) {
  const body = readFileSync(join(buildDir, url.replace(/^\/build\//, "")));
  return { url, raw: body.length, gzip: gzipSync(body).length, text: body.toString("utf8") };
}

function sum(files) {
  return files.reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/**
 * @typedef {{ url: string, raw: number, gzip: number }} AssetFile
 * @typedef {{ files: AssetFile[], raw: number, gzip: number }} AssetTotal
 * @typedef {{ path: string, routes: string[], js: AssetTotal, lazy: AssetTotal, css: AssetTotal }} PageAssets
 */

/**
 * Every JS and CSS file a first visit to `path` downloads, with raw and gzip sizes, and apart from
 * them the JavaScript it fetches only on demand.
 * @param {string} path
 * @param {{ buildDir?: string, manifest?: ReturnType<typeof readManifest>, lazyRouteDiscovery?: boolean }} [options]
 * @returns {PageAssets}
 */
export function pageAssets(
  path,
  { buildDir = BUILD_DIR, manifest = readManifest(buildDir), lazyRouteDiscovery = LAZY_ROUTE_DISCOVERY } = {},
) {
  const chain = routeChain(manifest, path);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!lazyRouteDiscovery) urls.add(manifest.file);
  const cssUrls = new Set();
  for (const id of chain) {
    const route = manifest.routes[id];
    if (route.module) urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
    for (const url of route.css ?? []) cssUrls.add(url);
  }
  // Eager files first (what every visit loads), then what only a click or a signed-in viewer loads.
  const js = [];
  const lazy = [];
  const lazyUrls = new Set();
  const queue = [...urls].map((url) => ({ url, eager: true }));
  const visit = (from, eager) => {
    const dir = from.url.slice(0, from.url.lastIndexOf("/") + 1);
    for (const [, dynamic, specifier] of from.text.matchAll(IMPORT_SPECIFIER)) {
      const url = new URL(specifier, `https://build.invalid${dir}`).pathname;
      // The entry's own dynamic import runs on every visit (web vitals, once idle); others on demand.
      const stillEager = eager && (!dynamic || from.url === manifest.entry.module);
      if (stillEager && !urls.has(url)) {
        urls.add(url);
        queue.push({ url, eager: true });
      } else if (!stillEager && !urls.has(url) && !lazyUrls.has(url)) {
        lazyUrls.add(url);
        queue.push({ url, eager: false });
      }
    }
  };
  while (queue.length) {
    const { url, eager } = queue.shift();
    // A chunk first seen on demand may turn out to be loaded eagerly too; count it once, as eager.
    if (!eager && urls.has(url)) continue;
    const file = sizeOf(buildDir, url);
    (eager ? js : lazy).push(file);
    visit(file, eager);
    if (eager) for (const [, css] of file.text.matchAll(/"(\/build\/[^"]+\.css)"/g)) cssUrls.add(css);
  }
  const css = [...cssUrls].map((url) => sizeOf(buildDir, url));
  const strip = ({ url, raw, gzip }) => ({ url, raw, gzip });
  const lazyFiles = lazy.filter((file) => !urls.has(file.url));
  return {
    path,
    routes: chain,
    js: { files: js.map(strip), ...sum(js) },
    lazy: { files: lazyFiles.map(strip), ...sum(lazyFiles) },
    css: { files: css.map(strip), ...sum(css) },
  };
}
