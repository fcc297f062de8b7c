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

/** Playwright's JSON report: counts (a flaky test is a failure), and every test with its time. */
export function browserResults(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ name: [...titles, spec.title].filter(Boolean).join(" › "), ms });
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
 * @param {{ stages: Array<{ name: string, code: number, seconds: number }>, totalSeconds: number,
 *   reports: { unit?: string, browser?: string } }} run
 * @returns {{ lines: string[], failed: boolean }}
 */
export function summarise({ stages, totalSeconds, reports }) {
  const lines = ["== summary", "time per stage:"];
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
  if (tests.length) {
    lines.push("slowest tests:");
    for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${seconds(test.ms / 1000).padStart(10)}  ${test.kind.padEnd(7)} ${test.name}`);
    }
  }
  const stageFailed = stages.some((stage) => stage.code !== 0);
  lines.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return { lines, failed: stageFailed || counts.failed > 0 };
}
