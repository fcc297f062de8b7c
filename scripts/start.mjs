#!/usr/bin/env node
// `npm start`: the local Supabase stand-in, a production build, and the Worker in
// workerd (wrangler dev) on http://127.0.0.1:8787. Flags let the e2e suite and the
// benchmarks start the same stack on other ports with a throw-away database.
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { localKey } from "./lib/local-keys.mjs";
import { startOutageProxy } from "./lib/outage-proxy.mjs";
import {
  buildToEnd,
  exitWithOwner,
  run,
  runBin,
  stopAll,
  waitForHttp,
  WRANGLER_OFFLINE_ENV,
} from "./lib/processes.mjs";

/** Where `npm start` keeps the emails it would have sent (git-ignored). */
const DEFAULT_MAILBOX = ".local/mailbox.jsonl";

const { values: flags } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    "inspector-port": { type: "string", default: "9229" },
    "db-port": { type: "string", default: "54321" },
    "db-data": { type: "string", default: "supabase/.data" },
    "db-memory": { type: "boolean", default: false },
    "jwt-expiry": { type: "string" },
    // The stand-in's sign-ins and sign-ups per address per 5 minutes (config.toml's unless set).
    "sign-in-limit": { type: "string" },
    diagnostics: { type: "boolean", default: false },
    // Point the Worker at another Supabase (and start no local one): the e2e suite uses a
    // closed port to see the site with its auth server down.
    "supabase-url": { type: "string" },
    "skip-build": { type: "boolean", default: false },
    // Put a switchable proxy on this port between the Worker and its Supabase (the e2e test of a
    // lead sent while the database is down switches it; scripts/lib/outage-proxy.mjs).
    "outage-proxy": { type: "string" },
    // Give the Worker the project's legacy keys (the anon and service_role JWTs) under their
    // legacy names instead of today's keys: a Worker set up before the rename (ADR 055).
    "legacy-keys": { type: "boolean", default: false },
    // The local mailbox: a file the stand-in and the SMTP sink append every email to (JSON lines),
    // emptied at start.
    mailbox: { type: "string", default: DEFAULT_MAILBOX },
    // The SMTP sink's port (scripts/smtp-sink.mjs), which the Worker sends its mail to; by default
    // the site's port less 6000, so stacks side by side never share one.
    "smtp-port": { type: "string" },
    // Serve the audit preview's fixture sites on this port and let the Worker fetch them (ADR 046).
    "audit-fixtures": { type: "string" },
  },
});

const dbUrl = flags["supabase-url"] ?? `http://127.0.0.1:${flags["db-port"]}`;
const workerDbUrl = flags["outage-proxy"] ? `http://127.0.0.1:${flags["outage-proxy"]}` : dbUrl;

/**
 * The Worker's local secrets live in .dev.vars (git-ignored), which wrangler dev reads; a fresh
 * clone gets it from the tracked .dev.vars.example (production: `npm run deploy` sets them).
 */
function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("[start] wrote .dev.vars from .dev.vars.example (local secrets for wrangler dev)");
    return;
  }
  // A .dev.vars written before today's key names holds the secret key under its legacy name, which
  // wrangler dev no longer loads (wrangler.toml's [secrets] lists the names it loads; ADR 055).
  const vars = readFileSync(".dev.vars", "utf8");
  const legacy = /^SUPABASE_SERVICE_ROLE_KEY=(.*)$/m.exec(vars)?.[1];
  if (legacy && !/^SUPABASE_SECRET_KEY=/m.test(vars)) {
    appendFileSync(".dev.vars", `${vars.endsWith("\n") ? "" : "\n"}SUPABASE_SECRET_KEY=${legacy}\n`);
    console.log("[start] .dev.vars: SUPABASE_SERVICE_ROLE_KEY copied to SUPABASE_SECRET_KEY, today's name");
  }
}

async function startDatabase() {
  if (flags["supabase-url"]) return;
  if (!existsSync("supabase/local/main.ts")) {
    console.warn("[start] supabase/local is missing: the site runs as for signed-out visitors only.");
    return;
  }
  const env = {
    SUPABASE_LOCAL_PORT: flags["db-port"],
    SUPABASE_LOCAL_DATA: flags["db-memory"] ? "" : flags["db-data"],
  };
  if (flags["jwt-expiry"]) env.SUPABASE_LOCAL_JWT_EXPIRY = flags["jwt-expiry"];
  if (flags["sign-in-limit"]) env.SUPABASE_LOCAL_SIGN_IN_LIMIT = flags["sign-in-limit"];
  env.SUPABASE_LOCAL_MAILBOX = flags.mailbox;
  runBin("supabase", "tsx", "tsx", ["supabase/local/main.ts"], {
    env,
    onExit: (code) => {
      if (code) console.error(`[start] the local Supabase stand-in exited with code ${code}`);
    },
  });
  await waitForHttp(`${dbUrl}/auth/v1/health`, 120_000);
}

/** The mailbox, emptied, and the SMTP sink that writes into it beside the stand-in (issue 34 §4). */
function startMail() {
  mkdirSync(dirname(flags.mailbox), { recursive: true });
  writeFileSync(flags.mailbox, "");
  run("mail", process.execPath, ["scripts/smtp-sink.mjs", "--port", smtpPort, "--mailbox", flags.mailbox]);
}

const smtpPort = flags["smtp-port"] ?? String(Number(flags.port) - 6000);

async function main() {
  exitWithOwner();
  // A stack pointed at another Supabase (the e2e suite's outage stacks) has no mailbox of its own.
  const mail = !flags["supabase-url"];
  if (mail) startMail();
  const building = flags["skip-build"] ? Promise.resolve() : buildToEnd();
  await Promise.all([building, startDatabase()]);
  if (flags["outage-proxy"]) await startOutageProxy({ port: flags["outage-proxy"], target: dbUrl });

  ensureDevVars();
  const vars = [`SUPABASE_URL:${workerDbUrl}`];
  if (mail) vars.push("SMTP_HOST:127.0.0.1", `SMTP_PORT:${smtpPort}`);
  if (flags.diagnostics) vars.push("DIAGNOSTICS_ROUTES:1");
  if (flags["legacy-keys"]) {
    vars.push(
      "SUPABASE_PUBLISHABLE_KEY:",
      "SUPABASE_SECRET_KEY:",
      `SUPABASE_ANON_KEY:${localKey("LOCAL_ANON_KEY")}`,
      `SUPABASE_SERVICE_ROLE_KEY:${localKey("LOCAL_SERVICE_ROLE_KEY")}`,
    );
  }
  if (flags["audit-fixtures"]) {
    run("fixtures", process.execPath, ["scripts/audit-fixture-sites.mjs", "--port", flags["audit-fixtures"]]);
    // The test-only allowance is honoured only on a loopback site (allowance.server.ts).
    vars.push(`AUDIT_PREVIEW_LOOPBACK_PORTS:${flags["audit-fixtures"]}`, `SITE_URL:http://127.0.0.1:${flags.port}`);
  }
  const args = [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    flags.port,
    "--inspector-port",
    flags["inspector-port"],
    "--show-interactive-dev-session=false",
    "--log-level",
    "log",
    ...vars.flatMap((value) => ["--var", value]),
  ];
  runBin("worker", "wrangler", "wrangler", args, {
    env: WRANGLER_OFFLINE_ENV,
    onExit: (code) => {
      console.error(`[start] wrangler exited (${code}); stopping.`);
      stopAll();
      process.exit(code ?? 1);
    },
  });
  await waitForHttp(`http://127.0.0.1:${flags.port}/`, 60_000);
  console.log(`\n  Site ready at http://127.0.0.1:${flags.port}  (Supabase at ${workerDbUrl})`);
  if (mail) console.log(`  Local mailbox: ${flags.mailbox}  (every email the site and Supabase send)`);
  console.log("");
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  stopAll();
  process.exit(1);
});
