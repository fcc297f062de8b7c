/**
 * The pinned Supabase CLI takes production's auth settings from the environment the deploy gives
 * it (plan.mjs authConfigEnv): each SUPABASE_AUTH_* name must be one it reads, or the setting would
 * silently stay local. An unreadable value makes the CLI refuse its configuration, naming the key;
 * that shows the name reaches it. `supabase status` loads the configuration before anything else.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { authConfigEnv } from "./supabase-steps.mjs";
import { parseMigrationList, supabaseCli } from "./supabase-cli.mjs";
import { readySettings } from "./test-fixtures";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const env = authConfigEnv(readySettings());

/** What the CLI says about its configuration with these variables (status then fails on Docker, which is not the point). */
function configVerdict(overrides: Record<string, string>) {
  try {
    return supabaseCli(["status"], { cwd: ROOT, env: { ...env, ...overrides } });
  } catch (error) {
    return (error as Error).message;
  }
}

// Each case starts the CLI once (about half a second quiet); the limit only stops a hung process.
describe("the pinned Supabase CLI and the deploy's settings", { timeout: 120_000 }, () => {
  it("loads supabase/config.toml with production's values", () => {
    expect(configVerdict({})).not.toMatch(/Invalid config|Missing required field|failed to read config/i);
  });

  it.each([
    ["SUPABASE_AUTH_EMAIL_SMTP_ENABLED", "maybe", "auth.email.smtp.enabled"],
    ["SUPABASE_AUTH_EMAIL_SMTP_PORT", "port", "auth.email.smtp.port"],
    ["SUPABASE_AUTH_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED", "maybe", "auth.hook.mfa_verification_attempt.enabled"],
  ])("reads %s", (name, unreadable, key) => {
    expect(Object.keys(env)).toContain(name);
    expect(configVerdict({ [name]: unreadable })).toContain(`Invalid config for ${key}`);
  });

  it("reads the versions on one side only from `migration list`'s table", () => {
    const table = [
      "   Local            | Remote           | Time (UTC)            ",
      "  ------------------|------------------|-----------------------",
      "   `20261122000000` | `20261122000000` | `2026-11-22 00:00:00` ",
      "   `20261128035500` | ` `              | `2026-11-28 03:55:00` ",
      "   ` `              | `20261201000000` | `2026-12-01 00:00:00` ",
    ].join("\n");
    expect(parseMigrationList(`Connecting to remote database...\n${table}\n`)).toEqual({
      localOnly: ["20261128035500"],
      remoteOnly: ["20261201000000"],
    });
  });
});
