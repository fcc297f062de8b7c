// npm run render-time -- [/path …] [--runs N] [--json] [--build path/to/index.js] [--answers]
//
// The Worker's own time to answer a page, measured in this process (docs/front-end.md
// "Measuring"): the production server build (build/index.js, from `npm run build`) is imported
// and its fetch handler called directly, with no network, no wrangler and no edge cache in the
// way; the database is a stand-in that answers the one query a public page makes (the site
// settings) at once. What is left is what the Worker spends rendering, the CPU time Cloudflare's
// plans limit. Prints the median and p90 of N runs per path, and the HTML's size. `--answers`
// prints each path's one answer instead (status, Location, body) as JSON, for tests that request
// a build made elsewhere (scripts/recipes.test.ts).
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { seedCaseStudyFigures, seedTestimonials } from "./lib/seed-testimonials.mjs";

/** Marks the line of machine-readable output: the Worker's own logs share standard output. */
export const RESULT_MARK = "render-time: ";

/** The result line of a run with --json or --answers, parsed. */
export const parseResult = (stdout) =>
  JSON.parse(
    stdout
      .split("\n")
      .find((line) => line.startsWith(RESULT_MARK))
      ?.slice(RESULT_MARK.length) ?? "null",
  );

const DEFAULT_BUILD = resolve(import.meta.dirname, "..", "build", "index.js");
const DATABASE = "http://database.invalid";
const ORIGIN = "http://127.0.0.1:8787";

/**
 * The settings row the migrations insert (20261123143003_site_settings.sql, 20261203130000,
 * 20261203150000), with the local seed's published proof embedded (testimonials, case study figures;
 * it seeds no logo), as the database answers the public read.
 */
const SETTINGS_ROW = {
  promo_text: "30-Day Free Trial on the Starter and Professional plans. Free SEO audit, no login required.",
  promo_enabled: true,
  phone_toll_free: "(888) 555-0100",
  phone_tampa: "(813) 555-0101",
  phone_miami: "(305) 555-0102",
  phone_wyoming: "(307) 555-0103",
  audit_provider_user_id: "",
  contact_email: "hello@rankwell.com",
  // 20261203150000: no CRM address yet, the specification's site-wide figures; the offices' rows
  // hold the records' own figures and no address, so none is needed to draw the same pages.
  crm_login_url: null,
  company_review_rating: 4.9,
  company_review_count: 284,
  company_reviews_source_url: null,
  company_reviews_confirmed_on: null,
  updated_at: "2026-11-23T14:30:03Z",
  testimonials: seedTestimonials().filter((row) => row.published),
  offices: [],
  client_logos: [],
  case_study_figures: seedCaseStudyFigures().filter((row) => row.published),
};

/**
 * The runtime's own modules the build leaves to workerd: `cloudflare:sockets` (the SMTP client of
 * "Email me this report", ADR 071), which no page's render opens. In Node it is a module whose
 * `connect` says so.
 */
const NO_SOCKETS = `data:text/javascript,${encodeURIComponent(
  'export function connect() { throw new Error("cloudflare:sockets: no TCP sockets outside workerd"); }',
)}`;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === "cloudflare:sockets" ? { url: NO_SOCKETS, shortCircuit: true } : next(specifier, context),
});

/** The Workers globals the render path touches, for Node: the edge cache misses, rewriting is identity. */
function standInForTheWorker() {
  globalThis.caches = { default: { match: async () => undefined, put: async () => undefined } };
  globalThis.HTMLRewriter ??= class {
    on() {
      return this;
    }
    onDocument() {
      return this;
    }
    transform(response) {
      return response;
    }
  };
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(DATABASE)) return network(input, init);
    return Response.json(url.includes("/site_settings") ? SETTINGS_ROW : [], { status: 200 });
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/** The Worker of a server build, with the environment and context a request needs. */
async function loadWorker(build) {
  if (!existsSync(build)) throw new Error(`No server build at ${build}: run \`npm run build\` first.`);
  standInForTheWorker();
  const worker = (await import(pathToFileURL(build).href)).default;
  const env = {
    SUPABASE_URL: DATABASE,
    SUPABASE_PUBLISHABLE_KEY: "anon",
    SITE_URL: ORIGIN,
    AUDIT_PROVIDER_USER_ID: "100001",
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  return (path) =>
    worker.fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Accept: "text/html", "User-Agent": "render-time" } }),
      env,
      ctx,
    );
}

/** Each path's answer, once: status, Location and body. */
export async function answers(paths, build = DEFAULT_BUILD) {
  const fetchPage = await loadWorker(build);
  const found = [];
  for (const path of paths) {
    const response = await fetchPage(path);
    found.push({
      path,
      status: response.status,
      location: response.headers.get("Location"),
      body: await response.text(),
    });
  }
  return found;
}

/** Median and p90 milliseconds of `runs` requests to each path, after a few to warm the code. */
export async function renderTimes(paths, runs = 30, build = DEFAULT_BUILD) {
  const fetchPage = await loadWorker(build);
  const results = [];
  for (const path of paths) {
    for (let i = 0; i < 5; i++) await (await fetchPage(path)).text();
    const times = [];
    let bytes = 0;
    let status = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await fetchPage(path);
      const body = await response.text();
      times.push(performance.now() - started);
      bytes = Buffer.byteLength(body);
      status = response.status;
    }
    times.sort((a, b) => a - b);
    results.push({ path, status, bytes, median: quantile(times, 0.5), p90: quantile(times, 0.9) });
  }
  return results;
}

/** Pages that warm the code before a first render is timed: each kind of page, none of them timed. */
const WARM_UP = ["/about", "/privacy-policy", "/?plan=dfy", "/orlando-seo-services", "/services/technical-seo"];

/**
 * The time of a page's first render in an isolate (its markup not kept yet), after the code is warm:
 * each sample is a process of its own that renders other pages of every kind, then this one once.
 * What a visitor meets when their request is the first for the page in the isolate that answers it.
 */
export async function firstRenderTimes(paths, samples = 9, build = DEFAULT_BUILD) {
  const { spawnSync } = await import("node:child_process");
  return paths.map((path) => {
    const times = [];
    for (let i = 0; i < samples; i++) {
      const child = spawnSync(process.execPath, [import.meta.filename, "--first-once", path, "--build", build], {
        encoding: "utf8",
      });
      const time = parseResult(child.stdout);
      if (typeof time !== "number") throw new Error(`No first render of ${path}: ${child.stderr}`);
      times.push(time);
    }
    times.sort((a, b) => a - b);
    return { path, median: quantile(times, 0.5) };
  });
}

async function firstRenderOnce(path, build) {
  const fetchPage = await loadWorker(build);
  for (let round = 0; round < 4; round++) {
    for (const warm of WARM_UP.filter((candidate) => candidate !== path)) await (await fetchPage(warm)).text();
  }
  const started = performance.now();
  await (await fetchPage(path)).text();
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const runs = Number(valueOf("--runs") ?? 30);
  const build = resolve(valueOf("--build") ?? DEFAULT_BUILD);
  const paths = args.filter(
    (arg, index) => arg.startsWith("/") && !["--runs", "--build", "--first-once"].includes(args[index - 1]),
  );
  if (args.includes("--first-once")) {
    process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(await firstRenderOnce(valueOf("--first-once"), build))}\n`);
  } else if (args.includes("--answers")) {
    // No process.exit: it would cut a long answer short while standard output, a pipe, drains.
    process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(await answers(paths, build))}\n`);
  } else {
    const results = await renderTimes(
      paths.length ? paths : ["/sitemap.xml", "/", "/tampa-seo-services", "/about"],
      runs,
      build,
    );
    const first = await firstRenderTimes(
      results.map((result) => result.path),
      9,
      build,
    );
    for (const result of results) result.first = first.find((entry) => entry.path === result.path)?.median;
    if (args.includes("--json")) {
      process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(results)}\n`);
    } else {
      const base = results.find((result) => result.path === "/sitemap.xml")?.median;
      console.log(
        `In-process render time (the Worker's own work; no network, no edge cache): median of ${runs} repeats, ` +
          "the page's markup kept after the first; and the first render in an isolate (median of 9, code warm)",
      );
      for (const { path, status, bytes, median, p90, first: once } of results) {
        const ratio = base ? `${(median / base).toFixed(1)}× sitemap` : "";
        console.log(
          `${path.padEnd(24)} ${status} ${`${(bytes / 1000).toFixed(1)} KB`.padStart(9)} ${median.toFixed(2).padStart(7)} ms  p90 ${p90.toFixed(2).padStart(7)} ms  ${ratio.padEnd(14)} first ${once?.toFixed(2) ?? "-"} ms`,
        );
      }
    }
  }
}
