// The deploy's plan: a pure function from the settings (.env.production), the Worker's
// configuration (wrangler.toml) and what the two accounts report, to the steps that bring them to
// the wanted state. A step already done is left out, so a second run plans nothing (ADR 056).
// Secrets never appear in a step's argv (ps would show them): they go through stdin or the env.

/** Supabase CLI commands run from the repository, through the pinned devDependency. */
const SUPABASE = ["supabase"];
const WRANGLER = ["wrangler"];

/**
 * Six migrations an older project knows by earlier names (same content): README, Deploying.
 * `migration repair` moves its history to today's names once.
 */
export const RENAMED_MIGRATIONS = {
  old: ["20261201000000", "20261201000100", "20261201000200", "20261201000300", "20261201000400", "20261201000500"],
  now: ["20261123143000", "20261123143001", "20261123143002", "20261123143003", "20261123143004", "20261123143005"],
};

/**
 * @typedef {object} AccountState
 * @property {{ accountId: string, queues: string[], worker: null | { secrets: string[], tag: string | null },
 *   domains: string[], otherRateLimits: { worker: string, namespaceId: string }[] }} cloudflare
 * @property {{ pendingMigrations: string[], remoteOnlyMigrations: string[],
 *   admin: null | { id: string, role: string }, asymmetricKeys: boolean }} supabase
 *
 * @typedef {object} Step
 * @property {string} id
 * @property {string} summary what the step changes, as the plan prints it
 * @property {{ argv: string[], env?: Record<string, string>, stdin?: string }} [command]
 * @property {{ method: string, path: string, body?: object }} [request] Supabase's HTTP API with the
 *   secret key; `{admin}` in a path is the first admin's user id, known once the account exists
 */

/** The version tag a deploy carries: the build and its settings, so an unchanged site is not uploaded again. */
export const versionTag = (fingerprint) => `rw-${fingerprint.slice(0, 16)}`;

/**
 * @param {{ settings: any, worker: any, state: AccountState, fingerprint: string,
 *   rotateSecrets?: boolean, makeSecret?: () => string }} input
 * @returns {{ refusals: string[], steps: Step[], notes: string[] }}
 */
export function deployPlan({ settings, worker, state, fingerprint, rotateSecrets = false, makeSecret }) {
  const { cloudflare, supabase } = state;
  const refusals = rateLimitClashes(worker, cloudflare.otherRateLimits);
  if (supabase.remoteOnlyMigrations.some((version) => !RENAMED_MIGRATIONS.old.includes(version)))
    refusals.push(
      `The Supabase project has migrations this repository does not know (${supabase.remoteOnlyMigrations.join(", ")}): it is not this site's project, or it was changed by hand; not deploying over it`,
    );
  if (refusals.length) return { refusals, steps: [], notes: [] };

  const steps = [
    ...worker.queues
      .filter((queue) => !cloudflare.queues.includes(queue))
      .map((queue) => ({
        id: `queue:${queue}`,
        summary: `create the queue ${queue}`,
        command: { argv: [...WRANGLER, "queues", "create", queue] },
      })),
    ...secretSteps(settings, worker, cloudflare, rotateSecrets, makeSecret),
  ];

  const tag = versionTag(fingerprint);
  const domainMissing = !cloudflare.domains.includes(settings.domain);
  if (cloudflare.worker?.tag !== tag || domainMissing)
    steps.push({
      id: "deploy",
      summary: `${cloudflare.worker ? "deploy the new build of" : "deploy"} ${worker.name} at ${settings.siteUrl}${domainMissing ? ` (attaches ${settings.domain} as its custom domain)` : ""}`,
      command: {
        argv: [
          ...WRANGLER,
          "deploy",
          "--env",
          "production",
          "--domain",
          settings.domain,
          "--var",
          `SUPABASE_URL:${settings.supabase.url}`,
          "--var",
          `SUPABASE_PUBLISHABLE_KEY:${settings.supabase.publishableKey}`,
          "--var",
          `SITE_URL:${settings.siteUrl}`,
          "--var",
          `AUDIT_PROVIDER_USER_ID:${settings.auditUserId}`,
          "--tag",
          tag,
          "--message",
          "npm run deploy",
        ],
      },
    });

  steps.push(...supabaseSteps(settings, supabase));
  // Supabase offers no command for this switch. The site works either way (ADR 056).
  const notes = supabase.asymmetricKeys
    ? []
    : [
        'The project signs sessions with its legacy JWT secret: the site works, but asks the auth server about every signed-in request. Project Settings → JWT Keys → "Migrate JWT secret" lets it check tokens itself (projects made since 2025 start that way).',
      ];
  return { refusals, steps, notes };
}

/** Rate-limit namespaces are shared across an account: another Worker's counter must not be ours. */
function rateLimitClashes(worker, otherRateLimits) {
  return worker.rateLimits.flatMap((limit) => {
    const other = otherRateLimits.find((taken) => taken.namespaceId === limit.namespaceId);
    return other
      ? [
          `wrangler.toml:${limit.line} ${limit.name}: namespace_id ${limit.namespaceId} is already used by the Worker ${other.worker} in this account; pick an unused number (and the same in the top-level [[ratelimits]])`,
        ]
      : [];
  });
}

function secretSteps(settings, worker, cloudflare, rotateSecrets, makeSecret) {
  const present = cloudflare.worker?.secrets ?? [];
  const wanted = {
    SUPABASE_SECRET_KEY: settings.supabase.secretKey,
    // Only the Worker reads it; any long random value serves, so one is made when none is given.
    HONEYPOT_SECRET: settings.honeypotSecret ?? (present.includes("HONEYPOT_SECRET") ? null : makeSecret?.()),
  };
  const names = worker.requiredSecrets.filter((name) => wanted[name] && (rotateSecrets || !present.includes(name)));
  if (!names.length) return [];
  const values = Object.fromEntries(names.map((name) => [name, wanted[name]]));
  return [
    {
      id: "secrets",
      summary: `set the Worker's secrets ${names.join(", ")}${cloudflare.worker ? "" : ` (creates ${worker.name}, empty until the deploy)`}`,
      command: { argv: [...WRANGLER, "secret", "bulk", "--env", "production"], stdin: JSON.stringify(values) },
    },
  ];
}

function supabaseSteps(settings, supabase) {
  const { ref, dbPassword } = settings.supabase;
  const dbEnv = { SUPABASE_DB_PASSWORD: dbPassword };
  const steps = [];
  if (supabase.remoteOnlyMigrations.length)
    steps.push(
      {
        id: "migration-repair",
        summary:
          "record six migrations under today's names (same content; the project applied them under earlier ones)",
        command: {
          argv: [...SUPABASE, "migration", "repair", "--linked", "--status", "reverted", ...RENAMED_MIGRATIONS.old],
          env: dbEnv,
        },
      },
      {
        id: "migration-repair-applied",
        summary: "mark today's names as applied",
        command: {
          argv: [...SUPABASE, "migration", "repair", "--linked", "--status", "applied", ...RENAMED_MIGRATIONS.now],
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
  steps.push({
    id: "config-push",
    summary: `make the project's auth settings match supabase/config.toml for ${settings.siteUrl} (mail through ${settings.smtp.host}; two-factor attempt hook ${settings.supabase.authHooks ? "on" : `off: the ${settings.supabase.plan} plan has no auth hooks`}); the CLI changes only what differs`,
    command: { argv: [...SUPABASE, "config", "push", "--project-ref", ref, "--yes"], env: authConfigEnv(settings) },
  });
  steps.push(...adminSteps(settings, supabase.admin));
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

function adminSteps(settings, admin) {
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
