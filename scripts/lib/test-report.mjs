// The closing summary of `npm test` (scripts/test.mjs), from the stages' exit codes and times and
// the unit and browser runners' JSON reports: time per stage, the ten slowest tests, and one
// closing line. A retried test counts as failed: the suite runs without retries (issue 25), and a
// test that needs a second try is a test that does not tell the truth.
import { existsSync, readFileSync } from "node:fs";

function readJson(path) {
  if (!path || !existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report: counts, and every test with its duration. */
export function unitResults(report) {
  const tests = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      tests.push({ name: `${relative(file.name)} › ${test.fullName ?? test.title}`, ms: test.duration ?? 0 });
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    tests,
  };
}

/**
 * Playwright's JSON report: counts (a flaky test is a failure), and every test with its time and
 * its project ("chromium" drives a browser, "http" does not: ADR 054).
 */
export function browserResults(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ name: [...titles, spec.title].filter(Boolean).join(" › "), ms, project: test.projectName });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.file ?? suite.title]);
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
    tests,
  };
}

function relative(path = "") {
  path = path.replace(/\\/g, "/");
  const at = path.lastIndexOf("/app/") >= 0 ? path.lastIndexOf("/app/") : path.search(/\/(scripts|supabase)\//);
  return at >= 0 ? path.slice(at + 1) : path;
}

function seconds(value) {
  if (value < 60) return `${value.toFixed(1)} s`;
  const whole = Math.round(value);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * The longest one browser test may take, in ms, on a machine of factor 1 (issue 30, ADR 054): a
 * test that needs longer is doing too much and is split or moved down the pyramid.
 */
export const SLOW_TEST_MS = 20_000;

/** The machine factor the browser run used (reports/machine.json, written by scripts/e2e.mjs). */
export function readMachine(path = "reports/machine.json") {
  return readJson(path);
}

/**
 * Browser test-seconds per project, and the tests over SLOW_TEST_MS times the machine factor.
 * @param {Array<{ name: string, ms: number, project?: string }>} tests
 */
export function browserCost(tests, factor = 1) {
  const seconds = {};
  for (const test of tests) {
    const project = test.project ?? "chromium";
    seconds[project] = (seconds[project] ?? 0) + test.ms / 1000;
  }
  const limit = SLOW_TEST_MS * factor;
  // The limit is for tests that drive a browser; the HTTP tier's sweeps (fuzz, generated bodies)
  // send hundreds of requests by design and are counted apart.
  const tooSlow = tests.filter((test) => test.project !== "http" && test.ms > limit);
  return { seconds, limitMs: limit, tooSlow };
}

/**
 * @param {{ stages: Array<{ name: string, code: number, seconds: number }>, totalSeconds: number,
 *   reports: { unit?: string, browser?: string }, machine?: { factor: number, medianMs?: number, referenceMs?: number } }} run
 * @returns {{ lines: string[], failed: boolean }}
 */
export function summarise({ stages, totalSeconds, reports, machine }) {
  const lines = ["== summary"];
  if (machine) {
    const probe = machine.medianMs
      ? ` (probe ${machine.medianMs} ms against ${machine.referenceMs} ms)`
      : " (set by hand)";
    lines.push(`machine factor: ${machine.factor}${probe}`);
  }
  lines.push("time per stage:");
  for (const stage of stages) {
    lines.push(
      `  ${stage.name.padEnd(8)} ${seconds(stage.seconds).padStart(10)}  ${stage.code === 0 ? "ok" : `FAILED (exit ${stage.code})`}`,
    );
  }
  lines.push(`  ${"total".padEnd(8)} ${seconds(totalSeconds).padStart(10)}`);

  const counts = { passed: 0, failed: 0, skipped: 0 };
  const tests = [];
  for (const [kind, path] of Object.entries(reports)) {
    if (!path) continue;
    const report = readJson(path);
    if (!report) {
      lines.push(`no ${kind} report at ${path}: counted as one failure`);
      counts.failed += 1;
      continue;
    }
    const result = kind === "unit" ? unitResults(report) : browserResults(report);
    counts.passed += result.passed;
    counts.failed += result.failed;
    counts.skipped += result.skipped;
    tests.push(...result.tests.map((test) => ({ ...test, kind })));
  }
  let tooSlow = [];
  const browserTests = tests.filter((test) => test.kind === "browser");
  if (browserTests.length) {
    const cost = browserCost(browserTests, machine?.factor ?? 1);
    const perProject = Object.entries(cost.seconds)
      .map(([project, value]) => `${project} ${Math.round(value)} s`)
      .join(", ");
    lines.push(`browser test-seconds: ${perProject} (${browserTests.length} tests)`);
    tooSlow = cost.tooSlow;
    // A test over the limit passed its assertions but fails the suite's rule: counted as failed.
    counts.passed -= tooSlow.length;
    counts.failed += tooSlow.length;
    for (const test of tooSlow) {
      lines.push(
        `too slow: ${test.name} took ${seconds(test.ms / 1000)}, over ${seconds(cost.limitMs / 1000)} (${SLOW_TEST_MS / 1000} s × machine factor ${machine?.factor ?? 1}): split it or test it below the browser`,
      );
    }
  }
  if (tests.length) {
    lines.push("slowest tests:");
    for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${seconds(test.ms / 1000).padStart(10)}  ${test.kind.padEnd(7)} ${test.name}`);
    }
  }
  const stageFailed = stages.some((stage) => stage.code !== 0);
  lines.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return { lines, failed: stageFailed || counts.failed > 0 || tooSlow.length > 0 };
}
