#!/usr/bin/env node
// `npm run deploy`: from `.env.production` to a live site, idempotently (README, Deploying; ADR 056).
// Checks the settings and wrangler.toml, builds, reads what the Cloudflare account and the Supabase
// project already have, prints the plan (plan.mjs), asks once, and runs it. A second run plans
// nothing but the CLI's own no-op `config push`.
//   npm run deploy                      plan, confirm, run
//   npm run deploy -- --plan            print the plan only (refusals first; exit 1 if any)
//   npm run deploy -- --yes             no question (CI)
//   npm run deploy -- --rotate-secrets  set the Worker's secrets again from .env.production
//   npm run deploy -- --settings F      read F instead of .env.production
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readAccounts, supabaseRequest } from "./lib/deploy/accounts.mjs";
import { parseEnvFile } from "./lib/deploy/env-file.mjs";
import { deployPlan } from "./lib/deploy/plan.mjs";
import { readSettings } from "./lib/deploy/settings.mjs";
import { readWorkerConfig } from "./lib/deploy/worker-config.mjs";
import { buildToEnd, packageBin, WRANGLER_OFFLINE_ENV } from "./lib/processes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values: flags } = parseArgs({
  options: {
    plan: { type: "boolean" },
    yes: { type: "boolean" },
    "rotate-secrets": { type: "boolean" },
    settings: { type: "string", default: ".env.production" },
  },
});

const envFile = flags.settings;
if (!existsSync(`${ROOT}${envFile}`)) {
  console.error(`No ${envFile}: \`cp .env.production.example .env.production\`, fill it in, and deploy again.`);
  process.exit(1);
}
const { settings, refusals: settingRefusals } = readSettings(
  parseEnvFile(readFileSync(`${ROOT}${envFile}`, "utf8")),
  envFile,
);
const { worker, refusals: workerRefusals } = readWorkerConfig(readFileSync(`${ROOT}wrangler.toml`, "utf8"));
const refusals = [...settingRefusals, ...workerRefusals];

const printSteps = (steps) => steps.forEach((step, index) => console.log(`  ${index + 1}. ${step.summary}`));
const EMPTY_ACCOUNTS = {
  cloudflare: { accountId: "", queues: [], worker: null, domains: [], otherRateLimits: [] },
  supabase: {
    pendingMigrations: readdirSync(`${ROOT}supabase/migrations`).map((name) => name.slice(0, 14)),
    remoteOnlyMigrations: [],
    admin: null,
    asymmetricKeys: true,
  },
};

if (refusals.length) {
  if (flags.plan && worker) {
    console.log("On a new Cloudflare account and Supabase project, with these settings, the deploy would:");
    printSteps(
      deployPlan({ settings, worker, state: EMPTY_ACCOUNTS, fingerprint: "0".repeat(32), makeSecret: () => "…" }).steps,
    );
    console.log("");
  }
  console.error(`Not deploying; fix these first:\n  ${refusals.join("\n  ")}`);
  process.exit(1);
}

await buildToEnd();
const fingerprint = buildFingerprint();
const state = await readAccounts(settings, worker, ROOT.replace(/\/$/, ""));
const plan = deployPlan({
  settings,
  worker,
  state,
  fingerprint,
  rotateSecrets: flags["rotate-secrets"],
  makeSecret: () => randomBytes(32).toString("hex"),
});
if (plan.refusals.length) {
  console.error(`Not deploying:\n  ${plan.refusals.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Cloudflare account ${state.cloudflare.accountId}, Supabase project ${settings.supabase.ref}. The deploy will:`,
);
printSteps(plan.steps);
for (const note of plan.notes) console.log(`Note: ${note}`);
if (!plan.steps.length) console.log("  (nothing: the site is deployed as configured)");
if (flags.plan || !plan.steps.length) process.exit(0);
if (!flags.yes && !(await confirm())) process.exit(1);

let adminId = state.supabase.admin?.id;
const request = supabaseRequest(settings);
for (const step of plan.steps) {
  console.log(`\n== ${step.summary}`);
  if (step.request) {
    const answer = await request(
      step.request.method,
      step.request.path.replace("{admin}", adminId ?? ""),
      step.request.body,
    );
    if (step.id === "admin-account") adminId = answer.id;
    continue;
  }
  const [tool, ...args] = step.command.argv;
  const result = spawnSync(process.execPath, [packageBin(tool), ...args], {
    cwd: ROOT,
    input: step.command.stdin,
    stdio: [step.command.stdin === undefined ? "inherit" : "pipe", "inherit", "inherit"],
    env: {
      ...process.env,
      ...WRANGLER_OFFLINE_ENV,
      CLOUDFLARE_ACCOUNT_ID: state.cloudflare.accountId,
      ...step.command.env,
    },
  });
  if (result.status !== 0) {
    console.error(
      `\nStopped: \`${tool} ${args.join(" ")}\` failed. Fix what it says and run npm run deploy again; it picks up where this run stopped.`,
    );
    process.exit(1);
  }
}
console.log(`\nDone: ${settings.siteUrl}`);

/** The build and every setting the deploy uploads with it: equal fingerprints, equal Worker. */
function buildFingerprint() {
  const hash = createHash("sha256");
  hash.update(readFileSync(`${ROOT}build/index.js`));
  for (const name of readdirSync(`${ROOT}public/build`, { recursive: true }).sort()) hash.update(String(name));
  hash.update(readFileSync(`${ROOT}wrangler.toml`));
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
