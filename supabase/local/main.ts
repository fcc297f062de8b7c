/**
 * CLI entry: `npx tsx supabase/local/main.ts [--reset] [--prepare-only]`.
 * `--prepare-only` creates (or migrates) the database and exits: `npm run db:reset` uses it.
 * Env: SUPABASE_LOCAL_PORT (54321), SUPABASE_LOCAL_DATA (supabase/.data; empty = in memory),
 * SUPABASE_LOCAL_MAILBOX (a file emails are appended to; unset: only printed), and overrides of
 * supabase/config.toml's settings (unset: the file's): SUPABASE_LOCAL_JWT_EXPIRY,
 * SUPABASE_LOCAL_SITE_URL, SUPABASE_LOCAL_OTP_EXPIRY, SUPABASE_LOCAL_SIGN_IN_LIMIT, SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY,
 * SUPABASE_LOCAL_MAILER_AUTOCONFIRM (false: "Confirm email" on, as config.toml),
 * SUPABASE_LOCAL_MFA_CHALLENGE_EXPIRY (300 s), SUPABASE_LOCAL_MFA_HOOK ("off" to run without it).
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_DEFAULT_PORT } from "./keys";
import { lockDataDir } from "./lock";
import { startStandIn } from "./stand-in";

/** An integer from the environment, or undefined (the stand-in then uses supabase/config.toml's). */
function integerEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return value;
}

function booleanEnv(name: string): boolean | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  if (raw === "true" || raw === "false") return raw === "true";
  throw new Error(`${name} must be true or false, got ${JSON.stringify(raw)}`);
}

function hookEnv(name: string): string | null | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  return raw === "off" ? null : raw;
}

async function main(): Promise<void> {
  // Unset: supabase/.data. Set but empty: keep everything in memory (a throw-away database).
  const configured = process.env.SUPABASE_LOCAL_DATA;
  const dataDir =
    configured === undefined
      ? fileURLToPath(new URL("../.data", import.meta.url))
      : configured
        ? resolve(configured)
        : undefined;
  if (dataDir && process.argv.includes("--reset")) {
    if (existsSync(dataDir)) await (await lockDataDir(dataDir))(); // refuse while another stand-in uses it
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Deleted ${dataDir}.`);
  }
  const prepareOnly = process.argv.includes("--prepare-only");
  const standIn = await startStandIn({
    port: prepareOnly ? 0 : (integerEnv("SUPABASE_LOCAL_PORT") ?? LOCAL_DEFAULT_PORT),
    dataDir,
    accessTokenTtlSeconds: integerEnv("SUPABASE_LOCAL_JWT_EXPIRY"),
    otpExpirySeconds: integerEnv("SUPABASE_LOCAL_OTP_EXPIRY"),
    signInsPerFiveMinutes: integerEnv("SUPABASE_LOCAL_SIGN_IN_LIMIT"),
    emailMaxFrequencySeconds: integerEnv("SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY"),
    mailerAutoconfirm: booleanEnv("SUPABASE_LOCAL_MAILER_AUTOCONFIRM"),
    mfaChallengeExpirySeconds: integerEnv("SUPABASE_LOCAL_MFA_CHALLENGE_EXPIRY") ?? 300,
    mfaVerificationAttemptHook: hookEnv("SUPABASE_LOCAL_MFA_HOOK"),
    siteUrl: process.env.SUPABASE_LOCAL_SITE_URL || undefined,
    mailbox: process.env.SUPABASE_LOCAL_MAILBOX || undefined,
  });
  if (prepareOnly) {
    await standIn.stop();
    console.log(`Local Supabase database prepared${dataDir ? ` in ${dataDir}` : ""} (migrations and seed applied).`);
    return;
  }
  console.log(`Local Supabase ready at ${standIn.url}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the local Supabase stand-in…`);
    standIn.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
