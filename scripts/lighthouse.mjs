#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 13, on the project's Node 24, in the Chromium the tests use,
// against the production build, mobile preset with simulated throttling. Each page is measured
// LIGHTHOUSE_RUNS times (5, as Lighthouse's guide to variability advises) and the median run is
// kept: runs ranked by performance score, and among equal scores by TBT, the worse first; the
// range of TBT over the runs is printed beside it, since on a shared machine it moves most.
// Prints the four category scores, TBT, LCP and CLS per page and PASS or FAIL against the bar of
// the performance issue: performance ≥ 98 and TBT ≤ 100 ms everywhere; accessibility, best
// practices and SEO 100 on indexable pages. Full reports: reports/lighthouse/.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { packageBin } from "./lib/processes.mjs";
import { startStack } from "./lib/stack.mjs";

/** [path, indexable]: /auth is noindex, so its SEO score is not held to 100. */
const DEFAULT_PAGES = [
  ["/", true],
  ["/tampa-seo-services", true],
  ["/services/local-seo", true],
  ["/contact", true],
  ["/auth", false],
  ["/national-seo-audit", true],
];
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",").map((path) => [path, !path.startsWith("/auth")])
  : DEFAULT_PAGES;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? "", 10) || 5);
const BAR = { performance: 98, tbtMs: 100, others: 100 };

const chrome = await ensureChromium();
mkdirSync("reports/lighthouse", { recursive: true });

/**
 * Lighthouse's own trace failures ("Please run Lighthouse again") happen now and then on this
 * two-core machine; such a run is repeated, up to twice. Any other failure (the page answering
 * with an error, Chromium not starting) stops the page, with what Lighthouse printed.
 */
const RETRIES = 2;
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST", "NO_LCP"]);

function runLighthouse(url, output) {
  for (let attempt = 0; ; attempt++) {
    try {
      return runLighthouseOnce(url, output);
    } catch (error) {
      const again = error instanceof RunAgainError && attempt < RETRIES;
      if (!again) throw error;
      console.log("".padEnd(22), `${error.message}; running it again`);
    }
  }
}

class RunAgainError extends Error {}

function runLighthouseOnce(url, output) {
  rmSync(output, { force: true });
  let failure;
  try {
    execFileSync(
      process.execPath,
      [
        packageBin("lighthouse"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-background-networking",
      ],
      // What it prints on failure is kept and shown only when the page is given up on.
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (error) {
    failure = error;
  }
  // A run that failed on its trace still writes its report, with the error in it.
  const report = existsSync(output) ? JSON.parse(readFileSync(output, "utf8")) : undefined;
  const code = report?.runtimeError?.code;
  if (TRACE_FAILURES.has(code)) throw new RunAgainError(`Lighthouse ${code}`);
  if (code) throw new Error(`Lighthouse ${code}: ${report.runtimeError.message}`);
  if (failure || !report) {
    const printed = failure?.stderr?.toString().trim();
    throw new Error(
      `${failure?.message.split("\n")[0] ?? `Lighthouse wrote no report for ${url}`}${printed ? `\n${printed}` : ""}`,
    );
  }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: numeric("total-blocking-time"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    failing: Object.values(report.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

function verdict(result, indexable) {
  const reasons = [];
  if (result.performance < BAR.performance) reasons.push(`perf ${result.performance}`);
  if (!(result.tbt <= BAR.tbtMs)) reasons.push(`TBT ${Math.round(result.tbt)} ms`);
  if (result.accessibility < BAR.others) reasons.push(`a11y ${result.accessibility}`);
  if (result.bestPractices < BAR.others) reasons.push(`best ${result.bestPractices}`);
  if (indexable && result.seo < BAR.others) reasons.push(`SEO ${result.seo}`);
  return reasons;
}

const stack = await startStack({ port: 8961, dbPort: 54461, inspectorPort: 9461 });
let failures = 0;
try {
  console.log(`Lighthouse against ${stack.origin} (mobile, simulated throttling; median of ${RUNS} runs)\n`);
  console.log(
    "page".padEnd(22),
    "perf",
    "a11y",
    "best",
    "seo ",
    "TBT ms".padStart(7),
    "TBT range".padStart(10),
    "LCP ms".padStart(7),
    "CLS  ",
    "verdict",
  );
  for (const [path, indexable] of PAGES) {
    const name = path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "");
    const runs = [];
    try {
      for (let i = 0; i < RUNS; i++)
        runs.push(runLighthouse(`${stack.origin}${path}`, `reports/lighthouse/${name}-${i + 1}.json`));
    } catch (error) {
      // One page's failure (a Chromium that did not start in time, say) should not hide the others.
      console.log(path.padEnd(22), `failed: ${error.message}`);
      failures++;
      continue;
    }
    const ranked = [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
    const result = ranked[Math.floor(runs.length / 2)];
    const tbts = runs.map((run) => Math.round(run.tbt));
    const reasons = verdict(result, indexable);
    if (reasons.length) failures++;
    console.log(
      path.padEnd(22),
      String(result.performance).padEnd(4),
      String(result.accessibility).padEnd(4),
      String(result.bestPractices).padEnd(4),
      String(result.seo).padEnd(4),
      String(Math.round(result.tbt)).padStart(7),
      `${Math.min(...tbts)}–${Math.max(...tbts)}`.padStart(10),
      String(Math.round(result.lcp)).padStart(7),
      result.cls.toFixed(3),
      reasons.length ? `FAIL (${reasons.join(", ")})` : "PASS",
    );
    if (result.failing.length) console.log("".padEnd(22), `failing audits: ${result.failing.join(", ")}`);
  }
} finally {
  await stack.stop();
}
console.log(
  `\n${failures ? `FAIL: ${failures} of ${PAGES.length} pages miss the bar` : "PASS: every page meets the bar"} ` +
    `(performance ≥ ${BAR.performance}, TBT ≤ ${BAR.tbtMs} ms; accessibility, best practices and SEO ${BAR.others} on indexable pages)`,
);
if (failures) process.exitCode = 1;
