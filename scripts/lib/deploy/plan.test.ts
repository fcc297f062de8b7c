import { describe, expect, it } from "vitest";
import { deployPlan, RENAMED_MIGRATIONS, secretsMark, versionTag } from "./plan.mjs";
import { READY_ENV, readySettings, shippedWorker } from "./test-fixtures";

const settings = readySettings();
const worker = shippedWorker();
const FINGERPRINT = "0123456789abcdef0123456789abcdef";
const TAG = versionTag(FINGERPRINT);
const ALL_VERSIONS = ["20261122000000", "20261122000100", "20261128035500"];

/** What the accounts report (plan.mjs AccountState). */
interface State {
  cloudflare: {
    accountId: string;
    zone: string | null;
    queues: string[];
    worker: null | { secrets: string[]; tag: string | null; message: string | null };
    domains: string[];
    otherRateLimits: { worker: string; namespaceId: string }[];
  };
  supabase: {
    pendingMigrations: string[];
    remoteOnlyMigrations: string[];
    authConfigDiffers: boolean;
    admin: null | { id: string; role: string };
    asymmetricKeys: boolean;
  };
}

/** A Cloudflare account and a Supabase project where nothing of the site exists yet. */
const fresh = (): State => ({
  cloudflare: {
    accountId: "a".repeat(32),
    zone: "rankwell.co",
    queues: [],
    worker: null,
    domains: [],
    otherRateLimits: [],
  },
  supabase: {
    pendingMigrations: ALL_VERSIONS,
    remoteOnlyMigrations: [],
    authConfigDiffers: true,
    admin: null,
    asymmetricKeys: true,
  },
});

/** The same after a complete run of the deploy. */
const deployed = (): State => ({
  cloudflare: {
    accountId: "a".repeat(32),
    zone: "rankwell.co",
    queues: ["rankwell-leads", "rankwell-leads-dead", "rankwell-watch"],
    worker: {
      secrets: ["HONEYPOT_SECRET", "SMTP_PASS", "SUPABASE_SECRET_KEY"],
      tag: TAG,
      message: `npm run deploy; ${secretsMark(settings)}`,
    },
    domains: ["www.rankwell.co"],
    otherRateLimits: [],
  },
  supabase: {
    pendingMigrations: [],
    remoteOnlyMigrations: [],
    authConfigDiffers: false,
    admin: { id: "u-1", role: "admin" },
    asymmetricKeys: true,
  },
});

const plan = (state: State, extra = {}) =>
  deployPlan({ settings, worker, state, fingerprint: FINGERPRINT, makeSecret: () => "generated-honeypot", ...extra });
const ids = (state: State, extra = {}) => plan(state, extra).steps.map((step) => step.id);

describe("the deploy's plan", () => {
  it("on a fresh account and project: queues, secrets, migrations, auth settings, then the deploy with its domain, then the first admin", () => {
    const { refusals, steps } = plan(fresh());
    expect(refusals).toEqual([]);
    expect(steps.map((step) => step.id)).toEqual([
      "queue:rankwell-leads",
      "queue:rankwell-leads-dead",
      "queue:rankwell-watch",
      "secrets",
      "db-push",
      "config-push",
      "deploy",
      "admin-account",
      "admin-password-link",
      "admin-role",
    ]);
    const byId = Object.fromEntries(steps.map((step) => [step.id, step]));
    expect(byId["queue:rankwell-leads"]!.command!.argv).toEqual(["wrangler", "queues", "create", "rankwell-leads"]);
    expect(byId.secrets!.command).toEqual({
      argv: ["wrangler", "secret", "bulk", "--env", "production"],
      stdin: JSON.stringify({
        SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
        HONEYPOT_SECRET: "generated-honeypot",
        SMTP_PASS: "s3cret-smtp",
      }),
    });
    expect(byId.deploy!.command!.argv).toEqual([
      "wrangler",
      "deploy",
      "--env",
      "production",
      "--domain",
      "www.rankwell.co",
      "--var",
      "SUPABASE_URL:https://abcdefghijklmnopqrst.supabase.co",
      "--var",
      "SUPABASE_PUBLISHABLE_KEY:sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgx",
      "--var",
      "SITE_URL:https://www.rankwell.co",
      "--var",
      "AUDIT_PROVIDER_USER_ID:424242",
      "--var",
      "SMTP_HOST:smtp.postmarkapp.com",
      "--var",
      "SMTP_USER:token-user",
      "--var",
      "SMTP_SENDER_EMAIL:hello@rankwell.co",
      "--var",
      "SMTP_SENDER_NAME:Rankwell",
      "--var",
      "SMTP_PORT:465",
      "--tag",
      "rw-0123456789abcdef",
      "--message",
      `npm run deploy; ${secretsMark(settings)}`,
    ]);
    expect(byId["db-push"]!.command).toEqual({
      argv: ["supabase", "db", "push", "--linked", "--yes"],
      env: { SUPABASE_DB_PASSWORD: "pa$$ word #1" },
    });
    expect(byId["db-push"]!.summary).toBe(`apply 3 migrations: ${ALL_VERSIONS.join(", ")}`);
    expect(byId["config-push"]!.command!.argv).toEqual([
      "supabase",
      "config",
      "push",
      "--project-ref",
      "abcdefghijklmnopqrst",
      "--yes",
    ]);
    expect(byId["config-push"]!.command!.env).toEqual({
      SUPABASE_AUTH_SITE_URL: "https://www.rankwell.co",
      SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS: "https://www.rankwell.co/auth,https://www.rankwell.co/auth/reset",
      SUPABASE_AUTH_EMAIL_SMTP_ENABLED: "true",
      SUPABASE_AUTH_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED: "false",
      SMTP_HOST: "smtp.postmarkapp.com",
      SUPABASE_AUTH_EMAIL_SMTP_PORT: "587",
      SMTP_USER: "token-user",
      SMTP_PASS: "s3cret-smtp",
      SMTP_SENDER_EMAIL: "hello@rankwell.co",
      SMTP_SENDER_NAME: "Rankwell",
    });
    expect(byId["admin-account"]!.request).toEqual({
      method: "POST",
      path: "/auth/v1/admin/users",
      body: { email: "owner@rankwell.co", email_confirm: true },
    });
    expect(byId["admin-password-link"]!.request).toEqual({
      method: "POST",
      path: "/auth/v1/recover?redirect_to=https%3A%2F%2Fwww.rankwell.co%2Fauth%2Freset",
      body: { email: "owner@rankwell.co" },
    });
    expect(byId["admin-role"]!.request).toEqual({
      method: "PATCH",
      path: "/rest/v1/profiles?id=eq.{admin}",
      body: { role: "admin" },
    });
  });

  it("never puts a secret on a command line", () => {
    const argv = plan(fresh())
      .steps.flatMap((step) => step.command?.argv ?? [])
      .join(" ");
    for (const secret of ["sb_secret_", "pa$$ word", "s3cret-smtp", "generated-honeypot"])
      expect(argv).not.toContain(secret);
  });

  it("on a second run changes nothing", () => {
    expect(plan(deployed())).toEqual({ refusals: [], steps: [], notes: [] });
  });

  it("on a half-deployed account (queues made, secrets missing) does only what is left", () => {
    const state = deployed();
    state.cloudflare.worker = { secrets: [], tag: null, message: null };
    state.supabase.pendingMigrations = ["20261128035500"];
    expect(ids(state)).toEqual(["secrets", "db-push", "deploy"]);
    expect(plan(state).steps[0]!.command!.stdin).toBe(
      JSON.stringify({
        SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
        HONEYPOT_SECRET: "generated-honeypot",
        SMTP_PASS: "s3cret-smtp",
      }),
    );
  });

  it("sets the secrets again when .env.production's changed or when asked, and then deploys to record them", () => {
    expect(ids(deployed(), { rotateSecrets: true })).toEqual(["secrets", "deploy"]);
    // The generated time-trap key is only made when the Worker has none: rotating keeps it.
    expect(JSON.parse(plan(deployed(), { rotateSecrets: true }).steps[0]!.command!.stdin!)).toEqual({
      SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
      SMTP_PASS: "s3cret-smtp",
    });
    const rotated = readySettings(READY_ENV.replace("sb_secret_N7UND0UgjKTVK", "sb_secret_NEWKEYNEWKEY"));
    const steps = deployPlan({ settings: rotated, worker, state: deployed(), fingerprint: FINGERPRINT }).steps;
    expect(steps.map((step) => step.id)).toEqual(["secrets", "deploy"]);
    expect(steps[1]!.command!.argv.at(-1)).toBe(`npm run deploy; ${secretsMark(rotated)}`);
    expect(secretsMark(rotated)).not.toBe(secretsMark(settings));
    expect(secretsMark(settings)).not.toContain("N7UND0");
  });

  it("deploys again when the build or its settings changed, or the domain is not attached", () => {
    expect(deployPlan({ settings, worker, state: deployed(), fingerprint: "f".repeat(32) }).steps[0]!.id).toBe(
      "deploy",
    );
    const detached = deployed();
    detached.cloudflare.domains = [];
    expect(plan(detached).steps[0]!.summary).toContain("attaches www.rankwell.co as its custom domain");
  });

  it("pushes the auth settings only when the project's differ, and promotes an existing account to admin", () => {
    const state = deployed();
    state.supabase.authConfigDiffers = true;
    state.supabase.admin = { id: "u-1", role: "user" };
    expect(ids(state)).toEqual(["config-push", "admin-role"]);
  });

  it("turns the two-factor attempt hook on where the plan has auth hooks", () => {
    const state = deployed();
    state.supabase.authConfigDiffers = true;
    const team = readySettings(READY_ENV.replace("SUPABASE_PLAN=pro", "SUPABASE_PLAN=team"));
    const step = deployPlan({ settings: team, worker, state, fingerprint: FINGERPRINT }).steps[0]!;
    expect(step.command!.env!.SUPABASE_AUTH_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED).toBe("true");
    expect(plan(state).steps[0]!.summary).toContain("two-factor attempt hook off: the pro plan has no auth hooks");
  });

  it("refuses a rate-limit namespace another Worker of the account uses, naming the line, but not the local Worker's", () => {
    const state = deployed();
    state.cloudflare.otherRateLimits = [{ worker: "shop", namespaceId: "7003" }];
    const { refusals, steps } = plan(state);
    expect(steps).toEqual([]);
    expect(refusals).toEqual([
      expect.stringMatching(
        /^wrangler\.toml:\d+ RATE_LIMIT_AUDITS: namespace_id 7003 is already used by the Worker shop/,
      ),
    ]);
    state.cloudflare.otherRateLimits = [{ worker: "rankwell-site-dev", namespaceId: "7003" }];
    expect(plan(state).refusals).toEqual([]);
  });

  it("refuses a domain no zone of the account holds, naming the line", () => {
    const state = fresh();
    state.cloudflare.zone = null;
    expect(plan(state).refusals).toEqual([
      expect.stringMatching(
        /^\.env\.production:8 SITE_DOMAIN = www\.rankwell\.co: no zone of this Cloudflare account holds it/,
      ),
    ]);
  });

  it("repairs an older project's renamed migrations (today's names first), and refuses a project with migrations it does not know", () => {
    const older = deployed();
    older.supabase.remoteOnlyMigrations = [...RENAMED_MIGRATIONS.old];
    older.supabase.pendingMigrations = [...RENAMED_MIGRATIONS.now];
    const steps = plan(older).steps;
    expect(steps.map((step) => step.id)).toEqual(["migration-repair-applied", "migration-repair"]);
    expect(steps[0]!.command!.argv).toEqual([
      "supabase",
      "migration",
      "repair",
      "--linked",
      "--status",
      "applied",
      ...RENAMED_MIGRATIONS.now,
    ]);
    expect(steps[1]!.command!.argv).toEqual([
      "supabase",
      "migration",
      "repair",
      "--linked",
      "--status",
      "reverted",
      ...RENAMED_MIGRATIONS.old,
    ]);

    const foreign = deployed();
    foreign.supabase.remoteOnlyMigrations = ["20250101000000"];
    expect(plan(foreign).refusals[0]).toContain("migrations this repository does not know (20250101000000)");
  });

  it("notes a project still on the legacy JWT secret, which the site works with", () => {
    expect(plan(deployed()).notes).toEqual([]);
    const legacy = deployed();
    legacy.supabase.asymmetricKeys = false;
    expect(plan(legacy).notes[0]).toContain("Project Settings → JWT Keys");
  });
});
