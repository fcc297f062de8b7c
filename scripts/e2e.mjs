#!/usr/bin/env node
// `npm run test:e2e`: the browser tests, with nothing left behind. Before the run it finds the
// browser and looks at the test ports: a leftover of this checkout's own earlier run is stopped, any
// other process is named with the command that stops it. Playwright runs in this process's group,
// so Ctrl-C reaches it directly (SIGTERM and SIGHUP sent to this process alone are passed on), and
// the servers it started stop by themselves once it is gone, however it went (exitWithOwner in
// scripts/lib/processes.mjs). Arguments go to `playwright test`.
//
// Before the run it measures how fast the machine is today (scripts/lib/machine-speed.mjs, ADR
// 054) and hands the factor to every wait of the suite (E2E_MACHINE_FACTOR); the factor is printed
// here and written to reports/machine.json for the summary. E2E_MACHINE_FACTOR set by hand wins.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { clearLeftovers, listeningPids } from "./lib/leftovers.mjs";
import { machineFactor, measureMachineSpeed } from "./lib/machine-speed.mjs";
import { testPorts } from "./lib/test-ports.mjs";

const checkout = resolve(".");
const ports = Object.values(testPorts()).filter((port) => port > 1024);

let browser;
try {
  browser = await ensureChromium();
  console.log(`[e2e] browser: ${browser}`);
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}

const blocked = await clearLeftovers(ports, checkout);
if (blocked.length) {
  console.error(`[e2e] the browser tests need their ports free:\n  ${blocked.join("\n  ")}`);
  process.exit(1);
}

const machine = await machineFactorForRun(browser);
console.log(
  `[e2e] machine factor ${machine.factor}` +
    (machine.medianMs
      ? ` (probe ${machine.medianMs} ms against ${machine.referenceMs} ms, ${machine.parallel} pages at once)`
      : " (set by hand)"),
);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/machine.json", `${JSON.stringify(machine)}\n`);

const runner = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  // playwright.config.ts launches the browser found here.
  env: { ...process.env, E2E_CHECKOUT: checkout, CHROME_PATH: browser, E2E_MACHINE_FACTOR: String(machine.factor) },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.error(`\n[e2e] ${signal}: stopping the browser tests and their servers`);
  // Ctrl-C signals the whole group, Playwright included; a second SIGINT would make it skip its
  // teardown. Other signals may have been sent to this process alone.
  if (signal !== "SIGINT") runner.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));

const code = await new Promise((done) => runner.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));

// The servers follow their runner within a second; wait for that, then stop any that did not.
const deadline = Date.now() + 10_000;
while (Date.now() < deadline && ports.some((port) => listeningPids(port).length)) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const left = await clearLeftovers(ports, checkout);
if (left.length) console.error(`[e2e] still listening after the run:\n  ${left.join("\n  ")}`);
process.exit(stopping ? 130 : code);

/** The factor given by hand, or measured now with the browser the run drives. */
async function machineFactorForRun(executablePath) {
  if (process.env.E2E_MACHINE_FACTOR) return { factor: machineFactor() };
  return measureMachineSpeed({ executablePath, parallel: 2 });
}
