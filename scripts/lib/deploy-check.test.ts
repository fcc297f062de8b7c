import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionPlaceholders } from "./deploy-check.mjs";

const shipped = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

describe("the deploy check", () => {
  it("refuses the production configuration as the repository ships it, naming each setting", () => {
    const problems = productionPlaceholders(shipped);
    expect(problems).toHaveLength(4);
    for (const setting of ["SUPABASE_URL", "SUPABASE_PUBLISHABLE_KEY", "SITE_URL", "AUDIT_PROVIDER_USER_ID"]) {
      expect(problems.some((problem) => problem.includes(setting))).toBe(true);
    }
  });

  it("accepts one whose placeholders are all replaced", () => {
    const ready = shipped
      .replace("https://YOUR-PROJECT-REF.supabase.co", "https://abcdefghijklmnop.supabase.co")
      .replace('"YOUR-SUPABASE-PUBLISHABLE-KEY"', '"sb_publishable_abc123"')
      .replace('SITE_URL = "https://www.example.com"', 'SITE_URL = "https://www.rankwell.co"')
      .replace(/(\[env\.production\.vars\][\s\S]*?AUDIT_PROVIDER_USER_ID = )"100001"/, '$1"424242"');
    expect(productionPlaceholders(ready)).toEqual([]);
  });

  it("refuses a secret key where the publishable one goes, today's or a legacy service_role JWT, and takes a legacy anon JWT", () => {
    const role = (name: string) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: name })).toString("base64url")}.sig`;
    const withKey = (key: string) =>
      productionPlaceholders(
        shipped
          .replace('"YOUR-SUPABASE-PUBLISHABLE-KEY"', `"${key}"`)
          .replace("https://YOUR-PROJECT-REF.supabase.co", "https://abcdefghijklmnop.supabase.co")
          .replace('SITE_URL = "https://www.example.com"', 'SITE_URL = "https://www.rankwell.co"')
          .replace(/(\[env\.production\.vars\][\s\S]*?AUDIT_PROVIDER_USER_ID = )"100001"/, '$1"424242"'),
      );
    expect(withKey("sb_secret_abc123").some((problem) => problem.includes("SUPABASE_PUBLISHABLE_KEY"))).toBe(true);
    expect(withKey(role("service_role")).some((problem) => problem.includes("SUPABASE_PUBLISHABLE_KEY"))).toBe(true);
    expect(withKey(role("anon"))).toEqual([]);
  });

  it("refuses a local Worker that shares production's name", () => {
    const shared = shipped.replace('name = "rankwell-site-dev"', 'name = "rankwell-site"');
    expect(productionPlaceholders(shared).some((problem) => problem.includes("production's name too"))).toBe(true);
  });

  it("names a missing production section", () => {
    expect(productionPlaceholders('name = "x"\n')[0]).toContain("[env.production.vars]");
  });
});
