// Shared by the deploy's unit tests: the example file, and the same file filled in as a company would.
import { readFileSync } from "node:fs";
import { parseEnvFile } from "./env-file.mjs";
import { readSettings } from "./settings.mjs";
import { readWorkerConfig } from "./worker-config.mjs";

export const example = readFileSync(new URL("../../../.env.production.example", import.meta.url), "utf8");
export const wranglerToml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");

/** A legacy Supabase key (a JWT) with the given role. */
export const jwt = (role: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role })).toString("base64url")}.sig`;

/** The example with every line filled as a company would. */
export const READY_ENV = example
  .replace("SITE_DOMAIN=www.example.com", "SITE_DOMAIN=www.rankwell.co")
  .replace("SUPABASE_PROJECT_REF=your-project-ref", "SUPABASE_PROJECT_REF=abcdefghijklmnopqrst")
  .replace("SUPABASE_DB_PASSWORD=your-database-password", () => "SUPABASE_DB_PASSWORD='pa$$ word #1'")
  .replace(
    "SUPABASE_PUBLISHABLE_KEY=sb_publishable_your-publishable-key",
    "SUPABASE_PUBLISHABLE_KEY=sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgx",
  )
  .replace(
    "SUPABASE_SECRET_KEY=sb_secret_your-secret-key",
    "SUPABASE_SECRET_KEY=sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
  )
  .replace("SUPABASE_PLAN=your-plan", "SUPABASE_PLAN=pro")
  .replace("AUDIT_PROVIDER_USER_ID=100001", "AUDIT_PROVIDER_USER_ID=424242")
  .replace("SMTP_HOST=smtp.example.com", "SMTP_HOST=smtp.postmarkapp.com")
  .replace("SMTP_USER=your-smtp-user", "SMTP_USER=token-user")
  .replace("SMTP_PASS=your-smtp-password", "SMTP_PASS=s3cret-smtp")
  .replace("SMTP_SENDER_EMAIL=hello@example.com", "SMTP_SENDER_EMAIL=hello@rankwell.co")
  .replace("FIRST_ADMIN_EMAIL=you@example.com", "FIRST_ADMIN_EMAIL=Owner@Rankwell.co");

export function readySettings(text = READY_ENV) {
  const { settings, refusals } = readSettings(parseEnvFile(text));
  if (refusals.length) throw new Error(refusals.join("\n"));
  return settings;
}

export function shippedWorker() {
  const { worker, refusals } = readWorkerConfig(wranglerToml);
  if (!worker) throw new Error(refusals.join("\n"));
  return worker;
}
