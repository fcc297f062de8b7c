#!/usr/bin/env node
// One closing line for the whole run, from the unit and e2e runners' JSON reports.
import { existsSync, readFileSync } from "node:fs";

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
} else failed += 1;

const e2e = read("reports/e2e.json");
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else failed += 1;

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
