import { describe, expect, it } from "vitest";
import { deployPlan, RENAMED_MIGRATIONS, versionTag } from "./plan.mjs";
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
    queues: string[];
    worker: null | { secrets: string[]; tag: string | null };
    domains: string[];
    otherRateLimits: { worker: string; namespaceId: string }[];
  };
  supabase: {
    pendingMigrations: string[];
    remoteOnlyMigrations: string[];
    admin: null | { id: string; role: string };
    asymmetricKeys: boolean;
  };
}

/** A Cloudflare account and a Supabase project where nothing of the site exists yet. */
const fresh = (): State => ({
  cloudflare: { accountId: "a".repeat(32), queues: [], worker: null, domains: [], otherRateLimits: [] },
  supabase: { pendingMigrations: ALL_VERSIONS, remoteOnlyMigrations: [], admin: null, asymmetricKeys: true },
});

/** The same after a complete run of the deploy. */
const deployed = (): State => ({
  cloudflare: {
    accountId: "a".repeat(32),
    queues: ["rankwell-leads", "rankwell-leads-dead"],
    worker: { secrets: ["HONEYPOT_SECRET", "SUPABASE_SECRET_KEY"], tag: TAG },
    domains: ["www.rankwell.co"],
    otherRateLimits: [],
  },
  supabase: {
    pendingMigrations: [],
    remoteOnlyMigrations: [],
    admin: { id: "u-1", role: "admin" },
    asymmetricKeys: true,
  },
});

const plan = (state: State, extra = {}) =>
  deployPlan({ settings, worker, state, fingerprint: FINGERPRINT, makeSecret: () => "generated-honeypot", ...extra });
const ids = (state: State, extra = {}) => plan(state, extra).steps.map((step) => step.id);

describe("the deploy's plan", () => {
  it("on a fresh account and project: queues, secrets, the deploy with its domain, migrations, auth settings, the first admin", () => {
    const { refusals, steps } = plan(fresh());
    expect(refusals).toEqual([]);
    expect(steps.map((step) => step.id)).toEqual([
      "queue:rankwell-leads",
      "queue:rankwell-leads-dead",
      "secrets",
      "deploy",
      "db-push",
      "config-push",
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
      "--tag",
      "rw-0123456789abcdef",
      "--message",
      "npm run deploy",
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
    expect(ids(deployed())).toEqual(["config-push"]);
    // config push is the CLI's own diff: it reports "Remote config is up to date" and changes nothing.
  });

  it("on a half-deployed account (queues made, secrets missing) does only what is left", () => {
    const state = deployed();
    state.cloudflare.worker = { secrets: [], tag: null };
    state.supabase.pendingMigrations = ["20261128035500"];
    expect(ids(state)).toEqual(["secrets", "deploy", "db-push", "config-push"]);
    expect(plan(state).steps[0]!.command!.stdin).toBe(
      JSON.stringify({
        SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
        HONEYPOT_SECRET: "generated-honeypot",
      }),
    );
  });

  it("keeps a Worker's secrets unless asked to rotate them, and keeps a generated time-trap key", () => {
    expect(ids(deployed(), { rotateSecrets: true })).toEqual(["secrets", "config-push"]);
    // Rotating sets the key given; the generated time-trap key is only made when the Worker has none.
    expect(JSON.parse(plan(deployed(), { rotateSecrets: true }).steps[0]!.command!.stdin!)).toEqual({
      SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
    });
  });

  it("deploys again when the build or its settings changed, or the domain is not attached", () => {
    expect(ids(deployed()).includes("deploy")).toBe(false);
    expect(deployPlan({ settings, worker, state: deployed(), fingerprint: "f".repeat(32) }).steps[0]!.id).toBe(
      "deploy",
    );
    const detached = deployed();
    detached.cloudflare.domains = [];
    expect(plan(detached).steps[0]!.summary).toContain("attaches www.rankwell.co as its custom domain");
  });

  it("promotes an existing account to admin without making a new one", () => {
    const state = deployed();
    state.supabase.admin = { id: "u-1", role: "customer" };
    expect(ids(state)).toEqual(["config-push", "admin-role"]);
  });

  it("turns the two-factor attempt hook on where the plan has auth hooks", () => {
    const team = readySettings(READY_ENV.replace("SUPABASE_PLAN=pro", "SUPABASE_PLAN=team"));
    const step = deployPlan({ settings: team, worker, state: deployed(), fingerprint: FINGERPRINT }).steps[0]!;
    expect(step.command!.env!.SUPABASE_AUTH_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED).toBe("true");
    expect(plan(deployed()).steps[0]!.summary).toContain("two-factor attempt hook off: the pro plan has no auth hooks");
  });

  it("refuses a rate-limit namespace another Worker of the account uses, naming the line", () => {
    const state = deployed();
    state.cloudflare.otherRateLimits = [{ worker: "shop", namespaceId: "7003" }];
    const { refusals, steps } = plan(state);
    expect(steps).toEqual([]);
    expect(refusals).toEqual([
      expect.stringMatching(
        /^wrangler\.toml:\d+ RATE_LIMIT_AUDITS: namespace_id 7003 is already used by the Worker shop/,
      ),
    ]);
  });

  it("repairs an older project's renamed migrations, and refuses a project with migrations it does not know", () => {
    const older = deployed();
    older.supabase.remoteOnlyMigrations = [...RENAMED_MIGRATIONS.old];
    older.supabase.pendingMigrations = [...RENAMED_MIGRATIONS.now];
    const steps = plan(older).steps;
    expect(steps.map((step) => step.id)).toEqual(["migration-repair", "migration-repair-applied", "config-push"]);
    expect(steps[0]!.command!.argv).toEqual([
      "supabase",
      "migration",
      "repair",
      "--linked",
      "--status",
      "reverted",
      ...RENAMED_MIGRATIONS.old,
    ]);
    expect(steps[1]!.command!.argv).toEqual([
      "supabase",
      "migration",
      "repair",
      "--linked",
      "--status",
      "applied",
      ...RENAMED_MIGRATIONS.now,
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
