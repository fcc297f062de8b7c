#!/usr/bin/env node
// `npm run check:cleanup`: a browser test run stopped mid-suite leaves no port behind (issue 25).
// Starts the browser tests on shifted ports twice and stops them once their servers listen: first
// as Ctrl-C in a terminal does (SIGINT to the run's process group), then as a crash or `kill -9`
// does (SIGKILL to the whole group: nothing gets to clean up, and the servers must notice their
// runner is gone). After each, every test port must be free within a few seconds. Exits 1 if not.
import { spawn } from "node:child_process";
import { listeningPids } from "./lib/leftovers.mjs";
import { testPorts } from "./lib/test-ports.mjs";

const OFFSET = 2_000;
const ports = Object.values(testPorts(OFFSET)).filter((port) => port > 1024);
const serverPorts = [testPorts(OFFSET).site, testPorts(OFFSET).frameHost];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const listening = () => ports.filter((port) => listeningPids(port).length);

async function waitUntil(condition, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(200);
  }
  return condition();
}

async function interruptedRun(signal) {
  const run = spawn(process.execPath, ["scripts/e2e.mjs", "tests/e2e/pages.spec.ts"], {
    stdio: "ignore",
    // A group of its own, as a terminal gives its foreground job: the signal goes to all of it.
    detached: true,
    env: { ...process.env, E2E_PORT_OFFSET: String(OFFSET), CI: "" },
  });
  const exited = new Promise((resolve) => run.on("exit", resolve));
  const up = await waitUntil(() => serverPorts.every((port) => listeningPids(port).length), 180_000);
  if (!up) {
    process.kill(-run.pid, "SIGKILL");
    return `${signal}: the test servers never came up`;
  }
  await sleep(3_000); // tests are running now
  process.kill(-run.pid, signal);
  await exited;
  const free = await waitUntil(() => listening().length === 0, 10_000);
  return free
    ? undefined
    : `${signal}: still listening after 10 s on ${listening()
        .map((p) => `:${p}`)
        .join(", ")}`;
}

const failures = [];
for (const signal of ["SIGINT", "SIGKILL"]) {
  const started = performance.now();
  const failure = await interruptedRun(signal);
  console.log(
    `${signal} mid-suite: ${failure ?? "every test port free"} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (failure) failures.push(failure);
}
console.log(failures.length ? "FAIL" : "PASS: a stopped run leaves no port behind");
process.exit(failures.length ? 1 : 0);
