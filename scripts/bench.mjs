#!/usr/bin/env node
// `npm run bench`: one run against the production build in workerd (scripts/lib/stack.mjs starts
// it on spare ports, or BENCH_URL names one that runs). Per page: requests per second and p50/p99
// latency under autocannon (10 connections, 10 s), time to first byte of single requests, each as
// a ratio to a static file measured in the same run (so the figures compare across machines); then
// the JavaScript and CSS each page downloads, read from the build manifest, against the budgets.
// Exit code 1 when a budget fails. Figures land in reports/bench.json too.
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { BUDGETS, pageAssets } from "./lib/build-assets.mjs";
import { startStack } from "./lib/stack.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TTFB_RUNS = Number(process.env.BENCH_TTFB_RUNS ?? 20);
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const BROWSER = { "User-Agent": BROWSER_UA, Accept: "text/html", "Accept-Encoding": "gzip, deflate, br" };
// Any cookie keeps a request out of the edge cache (ADR 007) without signing anyone in.
const UNCACHED = { ...BROWSER, Cookie: "bench=1" };

const CASES = [
  { label: "static file", path: "/favicon.ico", headers: BROWSER },
  { label: "/ (edge cache)", path: "/", headers: BROWSER, page: "/" },
  { label: "/ (uncached)", path: "/", headers: UNCACHED, page: "/" },
  { label: "city page (uncached)", path: "/tampa-seo-services", headers: UNCACHED, page: "/tampa-seo-services" },
  { label: "/auth", path: "/auth", headers: BROWSER, page: "/auth" },
  { label: "/sitemap.xml", path: "/sitemap.xml", headers: BROWSER },
];
const BUDGET_PAGES = ["/", "/tampa-seo-services", "/services/local-seo", "/contact", "/auth", "/national-seo-audit"];

function load(origin, { path, headers }) {
  return autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION, headers });
}

/** Time to the first body byte of one request, uncompressed so the stream is not buffered. */
async function ttfb(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, "Accept-Encoding": "identity" } });
  const reader = response.body.getReader();
  await reader.read();
  const first = performance.now() - started;
  await reader.cancel();
  return first;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : "-");

const stack = await startStack();
const rows = [];
try {
  console.log(
    `Benchmark against ${stack.origin}: autocannon, ${CONNECTIONS} connections, ${DURATION} s per page; ` +
      `TTFB = median of ${TTFB_RUNS} single requests\n`,
  );
  for (const item of CASES) {
    const url = `${stack.origin}${item.path}`;
    for (let i = 0; i < 5; i++) await ttfb(url, item.headers); // warm the isolate and the edge cache
    const first = [];
    for (let i = 0; i < TTFB_RUNS; i++) first.push(await ttfb(url, item.headers));
    const result = await load(stack.origin, item);
    const statuses = Object.keys(result.statusCodeStats ?? {}).join(",");
    rows.push({
      ...item,
      headers: undefined,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ttfb: median(first),
      errors: result.errors + result.timeouts,
      statuses,
    });
  }
  const base = rows[0];
  console.log(
    "page".padEnd(22),
    "status".padEnd(7),
    "req/s".padStart(7),
    "×static".padStart(8),
    "p50 ms".padStart(7),
    "p99 ms".padStart(7),
    "×static".padStart(8),
    "TTFB ms".padStart(8),
    "×static".padStart(8),
    "errors".padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.label.padEnd(22),
      row.statuses.padEnd(7),
      row.rps.toFixed(0).padStart(7),
      ratio(row.rps, base.rps).padStart(8),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      ratio(row.p50, base.p50).padStart(8),
      row.ttfb.toFixed(1).padStart(8),
      ratio(row.ttfb, base.ttfb).padStart(8),
      String(row.errors).padStart(7),
    );
  }
} finally {
  await stack.stop();
}

// Bytes come from the build the stack just made (or the one on disk with BENCH_URL).
console.log(
  `\nJavaScript and CSS per page, from the build manifest (gzip; budgets ${kb(BUDGETS.jsGzip)} JS, ${kb(BUDGETS.cssGzip)} CSS; warnings past ${kb(BUDGETS.jsWarn)}, ${kb(BUDGETS.cssWarn)})`,
);
console.log(
  "page".padEnd(22),
  "JS files",
  "JS raw".padStart(10),
  "JS gzip".padStart(10),
  "on demand".padStart(10),
  "CSS gzip".padStart(10),
  "verdict",
);
const budgets = [];
for (const path of BUDGET_PAGES) {
  const assets = pageAssets(path);
  const pass = assets.js.gzip <= BUDGETS.jsGzip && assets.css.gzip <= BUDGETS.cssGzip;
  budgets.push({ path, js: assets.js, css: assets.css, pass });
  console.log(
    path.padEnd(22),
    String(assets.js.files.length).padStart(8),
    kb(assets.js.raw).padStart(10),
    kb(assets.js.gzip).padStart(10),
    // Fetched only behind a click or for signed-in viewers; not part of the budget (ADR 027).
    kb(assets.lazy.gzip).padStart(10),
    kb(assets.css.gzip).padStart(10),
    pass ? "PASS" : `FAIL (${assets.js.gzip > BUDGETS.jsGzip ? "JS" : "CSS"} over budget)`,
  );
}
const failed = budgets.filter((entry) => !entry.pass).length;
const version = JSON.parse(readFileSync("node_modules/wrangler/package.json", "utf8")).version;
console.log(
  `\n${failed ? `FAIL: ${failed} of ${budgets.length} pages over budget` : "PASS: every page within budget"}`,
);
console.log(`wrangler ${version} (workerd, local); edge latency in production adds the network round trip.`);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench.json",
  JSON.stringify(
    {
      when: new Date().toISOString(),
      connections: CONNECTIONS,
      duration: DURATION,
      rows,
      budgets: budgets.map(({ path, js, css, pass }) => ({
        path,
        jsGzip: js.gzip,
        jsFiles: js.files.length,
        cssGzip: css.gzip,
        pass,
      })),
    },
    null,
    2,
  ),
);
if (failed) process.exitCode = 1;
