#!/usr/bin/env node
// `npm run fuzz`: at least 10,000 generated requests (FUZZ_RUNS, default 10,000, plus the issue's
// named cases) over every route, method and form of the production build, 8 at a time. Prints the
// answers by status and the first failures; exits 1 on any 5xx or transport error (ADR 021).
// FUZZ_SEED replays a run; BENCH_URL points it at a stack that already runs.
import { FOLLOW_UP_LIMIT_MS, fuzzCases, runCases } from "./lib/fuzz-cases.mjs";
import { startStack } from "./lib/stack.mjs";

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let stackDied = false;
const stack = await startStack({
  port: 8971,
  dbPort: 54471,
  inspectorPort: 9471,
  onExit: (code, log) => {
    stackDied = true;
    console.log(`\nThe stack stopped by itself (code ${code}); its output is in ${log}.`);
  },
});
const byStatus = new Map();
const failures = [];
/** The follow-up requests' times (ms), one per case that sends one (fuzz-cases.mjs). */
const followUps = [];
const started = performance.now();
try {
  const cases = fuzzCases(stack.origin, { numRuns: RUNS, seed: SEED });
  console.log(`Fuzzing ${stack.origin} with ${cases.length} requests (seed ${SEED})\n`);
  let done = 0;
  await runCases(stack.origin, cases, {
    concurrency: 8,
    shouldStop: () => stackDied,
    onResult(item, result) {
      if (result.followUpMs !== undefined) followUps.push(result.followUpMs);
      const key = result.error ? "error" : result.closed ? "closed" : String(result.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      if (result.error || result.status >= 500) {
        failures.push({ item, result });
        if (failures.length <= 5) console.log(`  failure: ${describe(item, result)}`);
      }
      if (++done % 1000 === 0) console.log(`  ${done} sent, ${failures.length} failures`);
    },
  });
} finally {
  await stack.stop();
}

function describe(item, result) {
  const body = item.streamBytes
    ? ` chunked body of ${item.streamBytes} bytes${item.copies ? ` ×${item.copies} at once` : ""}`
    : typeof item.body === "string"
      ? ` body ${JSON.stringify(item.body.slice(0, 120))}`
      : "";
  const answer = result.error ?? `${result.status} ${JSON.stringify(result.text.slice(0, 200))}`;
  return `${item.method} ${item.path.slice(0, 160)} ${JSON.stringify(item.headers).slice(0, 200)}${body}\n    → ${answer}`;
}

const seconds = (performance.now() - started) / 1000;
const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
const fives = [...byStatus].filter(([status]) => status.startsWith("5")).reduce((sum, [, count]) => sum + count, 0);
const errors = byStatus.get("error") ?? 0;
console.log(`\n${total} requests in ${seconds.toFixed(0)} s (seed ${SEED})`);
console.log(
  "by status:",
  [...byStatus]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join("  "),
);
const fromDevServer = failures.filter(({ result }) => result.status >= 500 && !result.fromWorker).length;
console.log(
  `5xx: ${fives} (${fives - fromDevServer} from the Worker, ${fromDevServer} from the local dev server in front of it)   ` +
    `transport errors and unexpected answers to named cases: ${errors}`,
);
const slowFollowUps = followUps.filter((ms) => ms > FOLLOW_UP_LIMIT_MS).length;
console.log(
  `follow-ups after the chunked and concurrent bodies: ${followUps.length}, slowest ` +
    `${Math.max(0, ...followUps).toFixed(0)} ms, ${slowFollowUps} over ${FOLLOW_UP_LIMIT_MS} ms`,
);
for (const { item, result } of failures.slice(0, 20)) console.log(`  ${describe(item, result)}`);
const failed = fives || errors || stackDied;
console.log(
  failed
    ? `FAIL (replay with FUZZ_SEED=${SEED}; Worker log: ${stack.log})`
    : "PASS: no 5xx, no transport errors, every follow-up within the limit",
);
if (failed) process.exitCode = 1;
