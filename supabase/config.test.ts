/**
 * supabase/config.toml holds every auth setting the site relies on (ADR 041): a hosted project
 * configured with `supabase config push` behaves as the site expects, and the stand-in, which reads
 * the same file, behaves the same. This test fails when one of them is missing or different.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { durationSeconds, hookFunction, readProjectConfig, templateLink } from "./local/project-config";

const config = readProjectConfig();

describe("supabase/config.toml", () => {
  it("keeps access tokens to 5 minutes: sign-out holds at the database API within that (ADR 006)", () => {
    expect(config.jwtExpirySeconds).toBe(300);
  });

  it('has "Confirm email" on, so a sign-up with a registered address is answered like a new one', () => {
    expect(config.enableConfirmations).toBe(true);
  });

  it("lets emailed codes and links live an hour, one email a minute", () => {
    expect(config.otpExpirySeconds).toBe(3600);
    expect(config.emailMaxFrequencySeconds).toBe(60);
  });

  it("enrols and verifies authenticator apps, and runs the verification hook of the migrations", () => {
    expect(config.totp).toEqual({ enroll: true, verify: true });
    expect(config.mfaVerificationAttemptHook).toBe("public.hook_mfa_verification_attempt");
    const migrations = readdirSync(fileURLToPath(new URL("./migrations", import.meta.url)));
    expect(migrations.some((name) => name.endsWith("_mfa_verification_attempt_hook.sql"))).toBe(true);
  });

  it("allows the two pages emailed links land on as redirect URLs", () => {
    const paths = config.additionalRedirectUrls.map((url) => new URL(url).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/auth", "/auth/reset"]));
    expect(new URL(config.siteUrl).origin).toBe(new URL(config.additionalRedirectUrls[0]!).origin);
  });

  it("sends each email's link to the page that completes it (app/lib/auth/email-links.server.ts)", () => {
    expect(config.emailLinks).toEqual({
      signup: { path: "/auth", type: "email" },
      magiclink: { path: "/auth", type: "email" },
      recovery: { path: "/auth/reset", type: "recovery" },
    });
  });
});

describe("migrations", () => {
  it("are dated with real timestamps, one each, none after today", () => {
    const versions = readdirSync(fileURLToPath(new URL("./migrations", import.meta.url)))
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.slice(0, 14));
    for (const version of versions) {
      const stamp = version.replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, "$1-$2-$3T$4:$5:$6Z");
      expect(Number.isNaN(Date.parse(stamp)), version).toBe(false);
    }
    expect(new Set(versions).size).toBe(versions.length);
    // A migration written today must sort after every one already there.
    const today = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    for (const version of versions) expect(version < today).toBe(true);
  });
});

describe("the config reader", () => {
  it("reads Go durations, hook URIs and template links", () => {
    expect(durationSeconds("60s")).toBe(60);
    expect(durationSeconds("5m")).toBe(300);
    expect(() => durationSeconds("soon")).toThrow();
    expect(hookFunction("pg-functions://postgres/public/hook_x")).toBe("public.hook_x");
    expect(() => hookFunction("https://hooks.example/x")).toThrow();
    expect(
      templateLink('<a href="{{ .SiteURL }}/auth/reset?token_hash={{ .TokenHash }}&type=recovery">Reset</a>'),
    ).toEqual({ path: "/auth/reset", type: "recovery" });
    expect(() => templateLink('<a href="{{ .ConfirmationURL }}">Confirm</a>')).toThrow();
  });
});
