/**
 * `npm run deploy -- --plan` as a newcomer runs it on a fresh clone with the example file: it shows
 * what the deploy would do and refuses each placeholder by its line, before touching any account
 * or building anything (issue 31).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const deploy = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/deploy.mjs", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_API_TOKEN: "" },
  });

describe("npm run deploy -- --plan with the example file", { timeout: 120_000 }, () => {
  it("prints the plan for a new account and refuses the placeholders by line", () => {
    const { status, stdout, stderr } = deploy("--plan", "--settings", ".env.production.example");
    expect(status).toBe(1);
    expect(stdout).toContain(
      "On a new Cloudflare account and Supabase project, with these settings, the deploy would:",
    );
    expect(stdout).toContain("1. create the queue rankwell-leads");
    expect(stdout).toMatch(
      /deploy rankwell-site at https:\/\/www\.example\.com \(attaches www\.example\.com as its custom domain\)/,
    );
    expect(stdout).toMatch(/apply \d+ migrations: 20261122000000, /);
    expect(stderr).toContain("Not deploying; fix these first:");
    for (const key of [
      "SITE_DOMAIN",
      "SUPABASE_PROJECT_REF",
      "SUPABASE_PUBLISHABLE_KEY",
      "SUPABASE_SECRET_KEY",
      "SMTP_PASS",
      "FIRST_ADMIN_EMAIL",
    ])
      expect(stderr).toMatch(new RegExp(`\\.env\\.production\\.example:\\d+ ${key} is still the example's`));
    expect(stderr).not.toMatch(/Error|at .*\.mjs:\d+/); // a message, not a stack trace
  });

  it("says how to start when there is no settings file", () => {
    const { status, stderr } = deploy("--plan", "--settings", ".env.nowhere");
    expect(status).toBe(1);
    expect(stderr).toContain(
      "Not deployed: no .env.nowhere: `cp .env.production.example .env.production` and fill it in.",
    );
  });
});
