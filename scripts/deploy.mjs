#!/usr/bin/env node
// `npm run deploy`: from `.env.production` to a live site, idempotently (README, Deploying; ADR 056).
// Checks the settings and wrangler.toml, builds, reads what the Cloudflare account and the Supabase
// project already have, prints the plan (lib/deploy/plan.mjs), asks once, and runs it. A second
// run finds nothing to do.
//   npm run deploy                      plan, confirm, run
//   npm run deploy -- --plan            print the plan only (refusals first; exit 1 if any)
//   npm run deploy -- --yes             no question (CI)
//   npm run deploy -- --rotate-secrets  set the Worker's secrets again from .env.production
//   npm run deploy -- --settings F      read F instead of .env.production
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readAccounts } from "./lib/deploy/accounts.mjs";
import { parseEnvFile } from "./lib/deploy/env-file.mjs";
import { printLaunchWarnings } from "./lib/deploy/launch-check.mjs";
import { deployPlan } from "./lib/deploy/plan.mjs";
import { runSteps } from "./lib/deploy/run-steps.mjs";
import { readSettings } from "./lib/deploy/settings.mjs";
import { readWorkerConfig } from "./lib/deploy/worker-config.mjs";
import { buildToEnd } from "./lib/processes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values: flags } = parseArgs({
  options: {
    plan: { type: "boolean" },
    yes: { type: "boolean" },
    "rotate-secrets": { type: "boolean" },
    settings: { type: "string" },
  },
});

try {
  await main();
} catch (error) {
  // Every failure the deploy foresees is a sentence; a stack trace would bury it.
  console.error(
    `\nNot deployed: ${error.message}\nFix that and run npm run deploy again; it picks up where this run stopped.`,
  );
  process.exit(1);
}

async function main() {
  const envFile = settingsFile();
  const { settings, refusals: settingRefusals } = readSettings(
    parseEnvFile(readFileSync(envFile, "utf8"), relative(ROOT, envFile)),
    relative(ROOT, envFile),
  );
  const { worker, refusals: workerRefusals } = readWorkerConfig(readFileSync(join(ROOT, "wrangler.toml"), "utf8"));
  const refusals = [...settingRefusals, ...workerRefusals];

  if (refusals.length) {
    if (flags.plan && worker) {
      console.log("On a new Cloudflare account and Supabase project, with these settings, the deploy would:");
      printSteps(
        deployPlan({
          settings,
          worker,
          state: newAccounts(settings),
          fingerprint: "0".repeat(32),
          makeSecret: () => "…",
        }).steps,
      );
      console.log("");
    }
    console.error(`Not deploying; fix these first:\n  ${refusals.join("\n  ")}`);
    process.exit(1);
  }

  await buildToEnd();
  const state = await readAccounts(settings, worker, ROOT.replace(/\/$/, ""));
  const plan = deployPlan({
    settings,
    worker,
    state,
    fingerprint: buildFingerprint(settings),
    rotateSecrets: flags["rotate-secrets"],
    makeSecret: () => randomBytes(32).toString("hex"),
  });
  if (plan.refusals.length) {
    console.error(`Not deploying:\n  ${plan.refusals.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`Cloudflare account ${state.cloudflare.accountId}, Supabase project ${settings.supabase.ref}.`);
  for (const note of plan.notes) console.log(`Note: ${note}`);
  if (!plan.steps.length) {
    console.log(`Nothing to do: ${settings.siteUrl} is deployed as configured.`);
    await printLaunchWarnings(settings, settings.siteUrl);
    return;
  }
  console.log("The deploy will:");
  printSteps(plan.steps);
  if (flags.plan) return;
  if (!flags.yes && !(await confirm())) process.exit(1);
  await runSteps(plan.steps, { settings, state, root: ROOT });
  console.log(`\nDone: ${settings.siteUrl}`);
  await printLaunchWarnings(settings, settings.siteUrl);
}

/** The settings file: --settings, else .env.production; `--plan` alone falls back to the example. */
function settingsFile() {
  const chosen = resolve(ROOT, flags.settings ?? ".env.production");
  if (existsSync(chosen)) return chosen;
  if (flags.plan && !flags.settings) {
    console.log("No .env.production yet: planning with .env.production.example.\n");
    return join(ROOT, ".env.production.example");
  }
  throw new Error(`no ${relative(ROOT, chosen)}: \`cp .env.production.example .env.production\` and fill it in.`);
}

function printSteps(steps) {
  steps.forEach((step, index) => console.log(`  ${index + 1}. ${step.summary}`));
}

/** What the accounts report before anything of the site exists, for `--plan` with refused settings. */
function newAccounts(settings) {
  return {
    cloudflare: { accountId: "", zone: settings.domain, queues: [], worker: null, domains: [], otherRateLimits: [] },
    supabase: {
      pendingMigrations: readdirSync(join(ROOT, "supabase/migrations")).map((name) => name.slice(0, 14)),
      remoteOnlyMigrations: [],
      authConfigDiffers: true,
      admin: null,
      asymmetricKeys: true,
    },
  };
}

/** Everything the deploy uploads: the Worker, every static file, wrangler.toml and the variables. */
function buildFingerprint(settings) {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(ROOT, "build/index.js")));
  const publicDir = join(ROOT, "public");
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => join(item.parentPath, item.name))
    .sort()) {
    hash.update(relative(publicDir, entry));
    hash.update(readFileSync(entry));
  }
  hash.update(readFileSync(join(ROOT, "wrangler.toml")));
  const { domain, siteUrl, auditUserId, supabase } = settings;
  hash.update(JSON.stringify([domain, siteUrl, auditUserId, supabase.url, supabase.publishableKey]));
  return hash.digest("hex");
}

async function confirm() {
  if (!process.stdin.isTTY) {
    console.error("Not deploying without a yes: run `npm run deploy -- --yes` to confirm from a script.");
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("\nGo ahead? [y/N] ");
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}
