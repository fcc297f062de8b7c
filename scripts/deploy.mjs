#!/usr/bin/env node
// `npm run deploy`: refuses a production configuration that still holds a placeholder (each named
// with what to set), then builds and runs `wrangler deploy --env production`.
import { readFileSync } from "node:fs";
import { productionPlaceholders } from "./lib/deploy-check.mjs";
import { buildToEnd, runBinToEnd } from "./lib/processes.mjs";

const problems = productionPlaceholders(readFileSync("wrangler.toml", "utf8"));
if (problems.length) {
  console.error(`Not deploying: wrangler.toml is not ready for production.\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
await buildToEnd();
await runBinToEnd("deploy", "wrangler", "wrangler", ["deploy", "--env", "production", ...process.argv.slice(2)]);
