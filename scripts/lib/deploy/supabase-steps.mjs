// The Supabase half of the deploy's plan (plan.mjs): the project's migration history, its
// migrations, its auth settings and the first admin. Pure, as the plan is.

/** Supabase CLI commands run from the repository, through the pinned devDependency. */
const SUPABASE = ["supabase"];

/**
 * Six migrations an older project knows by earlier names (same content): README, Deploying.
 * `migration repair` moves its history to today's names once.
 */
export const RENAMED_MIGRATIONS = {
  old: ["20261201000000", "20261201000100", "20261201000200", "20261201000300", "20261201000400", "20261201000500"],
  now: ["20261123143000", "20261123143001", "20261123143002", "20261123143003", "20261123143004", "20261123143005"],
};

/**
 * The database before the code that needs it: repaired history, migrations, auth settings.
 * @returns {import("./plan.mjs").Step[]}
 */
export function databaseSteps(settings, supabase) {
  const { ref, dbPassword } = settings.supabase;
  const dbEnv = { SUPABASE_DB_PASSWORD: dbPassword };
  const steps = [];
  // Today's names are recorded before the earlier ones are dropped: a run stopped between the two
  // leaves the earlier names remote-only, and the next run repeats both, which is harmless.
  if (supabase.remoteOnlyMigrations.length)
    steps.push(
      {
        id: "migration-repair-applied",
        summary:
          "record six migrations under today's names (same content; the project applied them under earlier ones)",
        command: {
          argv: [...SUPABASE, "migration", "repair", "--linked", "--status", "applied", ...RENAMED_MIGRATIONS.now],
          env: dbEnv,
        },
      },
      {
        id: "migration-repair",
        summary: "drop the earlier names from the project's migration history",
        command: {
          argv: [...SUPABASE, "migration", "repair", "--linked", "--status", "reverted", ...RENAMED_MIGRATIONS.old],
          env: dbEnv,
        },
      },
    );
  // Only the six renamed ones reach here as remote-only (others are refused); once repaired,
  // their new names count as applied.
  const repaired = supabase.remoteOnlyMigrations.length > 0;
  const pending = supabase.pendingMigrations.filter(
    (version) => !(repaired && RENAMED_MIGRATIONS.now.includes(version)),
  );
  if (pending.length)
    steps.push({
      id: "db-push",
      summary: `apply ${pending.length} migration${pending.length === 1 ? "" : "s"}: ${pending.join(", ")}`,
      command: { argv: [...SUPABASE, "db", "push", "--linked", "--yes"], env: dbEnv },
    });
  // `supabase config diff --exit-code`, read with the same environment, says whether anything differs.
  if (supabase.authConfigDiffers)
    steps.push({
      id: "config-push",
      summary: `make the project's auth settings match supabase/config.toml for ${settings.siteUrl} (mail through ${settings.smtp.host}; two-factor attempt hook ${settings.supabase.authHooks ? "on" : `off: the ${settings.supabase.plan} plan has no auth hooks`})`,
      command: { argv: [...SUPABASE, "config", "push", "--project-ref", ref, "--yes"], env: authConfigEnv(settings) },
    });
  return steps;
}

/**
 * config.toml keeps the local values the stand-in reads; the CLI takes production's from its
 * environment: SUPABASE_<SECTION>_<KEY> overrides a key, env(NAME) in the file reads NAME.
 */
export function authConfigEnv(settings) {
  const { siteUrl, smtp } = settings;
  return {
    SUPABASE_AUTH_SITE_URL: siteUrl,
    SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS: `${siteUrl}/auth,${siteUrl}/auth/reset`,
    SUPABASE_AUTH_EMAIL_SMTP_ENABLED: "true",
    SUPABASE_AUTH_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED: String(settings.supabase.authHooks),
    SMTP_HOST: smtp.host,
    SUPABASE_AUTH_EMAIL_SMTP_PORT: smtp.port,
    SMTP_USER: smtp.user,
    SMTP_PASS: smtp.pass,
    SMTP_SENDER_EMAIL: smtp.senderEmail,
    SMTP_SENDER_NAME: smtp.senderName,
  };
}

/**
 * The first admin, once the database has its tables: an account when there is none (with an
 * emailed link to choose a password), then the role.
 * @returns {import("./plan.mjs").Step[]}
 */
export function adminSteps(settings, admin) {
  const email = settings.firstAdminEmail;
  if (admin?.role === "admin") return [];
  const steps = [];
  if (!admin)
    steps.push(
      {
        id: "admin-account",
        summary: `make an account for ${email} (email confirmed, no password yet)`,
        request: { method: "POST", path: "/auth/v1/admin/users", body: { email, email_confirm: true } },
      },
      {
        id: "admin-password-link",
        summary: `email ${email} a link to choose a password`,
        request: {
          method: "POST",
          path: `/auth/v1/recover?redirect_to=${encodeURIComponent(`${settings.siteUrl}/auth/reset`)}`,
          body: { email },
        },
      },
    );
  steps.push({
    id: "admin-role",
    summary: `make ${email} an admin`,
    request: { method: "PATCH", path: "/rest/v1/profiles?id=eq.{admin}", body: { role: "admin" } },
  });
  return steps;
}
