import { describe, expect, it } from "vitest";
import { parseEnvFile } from "./env-file.mjs";
import { KEYS, readSettings } from "./settings.mjs";
import { READY_ENV, example, jwt } from "./test-fixtures";

const settingsOf = (text: string) => readSettings(parseEnvFile(text));
const withLine = (key: string, value: string) =>
  READY_ENV.replace(new RegExp(`^${key}=.*$`, "m"), () => `${key}=${value}`);

describe(".env.production as the deploy reads it", () => {
  it("refuses the example as shipped, naming each line still to fill", () => {
    const { refusals, settings } = settingsOf(example);
    expect(settings.domain).toBe("www.example.com"); // kept, so --plan can show what it would do
    const lines = example.split("\n");
    for (const { key, optional } of KEYS) {
      if (optional) continue;
      const line = lines.findIndex((text) => text.startsWith(`${key}=`)) + 1;
      const refusal = refusals.find((text) => text.startsWith(`.env.production:${line} ${key} `));
      if (key === "SMTP_PORT" || key === "SMTP_SENDER_NAME") expect(refusal).toBeUndefined();
      else expect(refusal, key).toMatch(/is still the example's .*: set it to /);
    }
  });

  it("takes a filled file, and derives the project's URL and the site's origin", () => {
    const { refusals, settings } = settingsOf(READY_ENV);
    expect(refusals).toEqual([]);
    expect(settings).toMatchObject({
      domain: "www.rankwell.co",
      siteUrl: "https://www.rankwell.co",
      accountId: null,
      honeypotSecret: null,
      firstAdminEmail: "owner@rankwell.co",
      supabase: {
        url: "https://abcdefghijklmnopqrst.supabase.co",
        dbPassword: "pa$$ word #1",
        plan: "pro",
        authHooks: false,
      },
    });
    expect(settingsOf(withLine("SUPABASE_PLAN", "team")).settings.supabase.authHooks).toBe(true);
  });

  it("names a missing key, and an invalid value without printing a secret", () => {
    const withoutDomain = READY_ENV.replace(/^SITE_DOMAIN=.*\n/m, "");
    expect(settingsOf(withoutDomain).refusals).toEqual([
      expect.stringMatching(/^\.env\.production: SITE_DOMAIN is missing; is empty/),
    ]);
    const [short] = settingsOf(withLine("HONEYPOT_SECRET", "tooshort")).refusals;
    expect(short).toContain("HONEYPOT_SECRET");
    expect(short).not.toContain("tooshort");
    expect(settingsOf(withLine("SITE_DOMAIN", "https://www.rankwell.co/")).refusals[0]).toContain("no https://");
    // A real password may contain what a placeholder does; a refused one is never echoed.
    expect(settingsOf(withLine("SMTP_PASS", "MyYour-Cat-2026")).refusals).toEqual([]);
    const placeholder = settingsOf(example).refusals.find((text) => text.includes(" SMTP_PASS "));
    expect(placeholder).toContain('"(18 characters, hidden)"');
    expect(placeholder).not.toContain("your-smtp-password");
  });

  it("refuses a secret key where the publishable one goes, and takes the legacy JWTs in their places", () => {
    const [refusal] = settingsOf(withLine("SUPABASE_PUBLISHABLE_KEY", "sb_secret_N7UND0UgjKTVK-Uodkm0Hg")).refusals;
    expect(refusal).toMatch(/SUPABASE_PUBLISHABLE_KEY = "sb_secret_…" is not valid: .*never its secret key/);
    expect(settingsOf(withLine("SUPABASE_PUBLISHABLE_KEY", jwt("service_role"))).refusals).toHaveLength(1);
    const legacy = withLine("SUPABASE_PUBLISHABLE_KEY", jwt("anon")).replace(
      /^SUPABASE_SECRET_KEY=.*$/m,
      `SUPABASE_SECRET_KEY=${jwt("service_role")}`,
    );
    expect(settingsOf(legacy).refusals).toEqual([]);
    expect(settingsOf(withLine("SUPABASE_SECRET_KEY", jwt("anon"))).refusals[0]).toContain("SUPABASE_SECRET_KEY");
  });

  it("reads quotes, comments and export lines as dotenv does, and refuses a line that is not KEY=VALUE", () => {
    expect(parseEnvFile("# note\nexport A=\"x # y\"\nB=plain # comment\nC='$HOME'\n")).toEqual({
      A: { value: "x # y", line: 2 },
      B: { value: "plain", line: 3 },
      C: { value: "$HOME", line: 4 },
    });
    expect(() => parseEnvFile("A=1\nnot a pair\n")).toThrow(".env.production:2 is not KEY=VALUE");
  });
});
