#!/usr/bin/env node
// `npm test`: every check, one stage after another, each timed: lint, types, unit (with the build
// they read), browser, and the Worker's deploy dry run. Every stage runs even when an earlier one
// failed, so one run shows everything that is wrong. Ends with the machine factor the browser
// stage ran with, the time per stage, the browser and HTTP test-seconds, the ten slowest tests and
// one closing line ("N passed, N failed, N skipped"); exits 1 when anything failed, a browser test
// over 20 s times the machine factor included (ADR 054).
//   npm test                      everything
//   npm test -- --only unit,browser
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { WRANGLER_OFFLINE_ENV } from "./lib/processes.mjs";
import { readMachine, summarise } from "./lib/test-report.mjs";

const STAGES = [
  { name: "lint", command: "npm run lint" },
  { name: "types", command: "npm run typecheck" },
  { name: "unit", command: "npm run test:unit" },
  { name: "browser", command: "npm run test:e2e" },
  { name: "dry run", command: "npm run deploy:dry-run" },
];

const { values: flags } = parseArgs({ options: { only: { type: "string" } } });
const only = flags.only?.split(",").map((name) => name.trim());
const stages = STAGES.filter(
  (stage) => !only || only.includes(stage.name.replace(" ", "-")) || only.includes(stage.name),
);
if (!stages.length) {
  console.error(
    `--only names no stage; the stages are ${STAGES.map((stage) => stage.name.replace(" ", "-")).join(", ")}`,
  );
  process.exit(2);
}
/** Each runner's report, removed before its stage so a stage that dies early is not read from an old run. */
const REPORTS = { unit: "reports/unit.json", browser: "reports/e2e.json", machine: "reports/machine.json" };

let current;
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // The stage stops what it started (scripts/e2e.mjs); wait for it, then stop. Ctrl-C reaches
    // the stage through the terminal's process group; other signals are passed on.
    interrupted = true;
    if (signal !== "SIGINT") current?.kill(signal);
  });
}

/** Runs one stage through the shell (npm scripts are shell commands on every platform). */
function runStage(command) {
  return new Promise((resolve) => {
    current = spawn(command, { stdio: "inherit", shell: true, env: { ...process.env, ...WRANGLER_OFFLINE_ENV } });
    current.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// npm puts node_modules/.bin first on every script's PATH, so this is the pinned Node (ADR 041).
console.log(`== node ${process.version} (${process.execPath})`);
const results = [];
const started = performance.now();
for (const stage of stages) {
  if (interrupted) break;
  console.log(`\n== ${stage.name}: ${stage.command}`);
  if (REPORTS[stage.name]) rmSync(REPORTS[stage.name], { force: true });
  if (stage.name === "browser") rmSync(REPORTS.machine, { force: true });
  const stageStarted = performance.now();
  const code = await runStage(stage.command);
  results.push({ name: stage.name, code, seconds: (performance.now() - stageStarted) / 1000 });
}
const total = (performance.now() - started) / 1000;
if (interrupted) process.exit(130);

const { lines, failed } = summarise({
  stages: results,
  totalSeconds: total,
  machine: stages.some((s) => s.name === "browser") ? readMachine(REPORTS.machine) : undefined,
  reports: {
    unit: stages.some((s) => s.name === "unit") ? REPORTS.unit : undefined,
    browser: stages.some((s) => s.name === "browser") ? REPORTS.browser : undefined,
  },
});
console.log(`\n${lines.join("\n")}`);
process.exit(failed ? 1 : 0);
