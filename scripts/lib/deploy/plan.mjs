// The deploy's plan: a pure function from the settings (.env.production), the Worker's
// configuration (wrangler.toml) and what the two accounts report, to the steps that bring them to
// the wanted state. A step already done is left out, so a second run plans nothing (ADR 056).
// Order: queues and secrets, then the database, then the code that needs it, then the first admin.
// Secrets never appear in a step's argv (ps would show them): they go through stdin or the env.
import { createHash } from "node:crypto";
import { adminSteps, databaseSteps, RENAMED_MIGRATIONS } from "./supabase-steps.mjs";

export { RENAMED_MIGRATIONS };
const WRANGLER = ["wrangler"];

/**
 * @typedef {object} AccountState
 * @property {{ accountId: string, zone: string | null, queues: string[],
 *   worker: null | { secrets: string[], tag: string | null, message: string | null },
 *   domains: string[], otherRateLimits: { worker: string, namespaceId: string }[] }} cloudflare
 * @property {{ pendingMigrations: string[], remoteOnlyMigrations: string[], authConfigDiffers: boolean,
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

/** The Worker's SMTP_* variables, by the settings' names for them (settings.mjs). */
const SMTP_SETTING = {
  HOST: "host",
  PORT: "port",
  USER: "user",
  SENDER_EMAIL: "senderEmail",
  SENDER_NAME: "senderName",
};

/**
 * The secrets given in .env.production, hashed, for the deployed version's message: Cloudflare
 * never shows a secret's value, so this is how a changed key is noticed. A one-way hash of
 * long random keys; a generated time-trap key is not part of it.
 */
export function secretsMark(settings) {
  const given = [settings.supabase.secretKey, settings.honeypotSecret ?? "", settings.smtp.pass].join("\n");
  return `secrets ${createHash("sha256").update(given).digest("hex").slice(0, 12)}`;
}

/**
 * @param {{ settings: any, worker: any, state: AccountState, fingerprint: string,
 *   rotateSecrets?: boolean, makeSecret?: () => string }} input
 * @returns {{ refusals: string[], steps: Step[], notes: string[] }}
 */
export function deployPlan({ settings, worker, state, fingerprint, rotateSecrets = false, makeSecret }) {
  const { cloudflare, supabase } = state;
  const refusals = rateLimitClashes(worker, cloudflare.otherRateLimits);
  if (!cloudflare.zone)
    refusals.unshift(
      `${settings.domainWhere} = ${settings.domain}: no zone of this Cloudflare account holds it; add the domain to the account (Websites → Add a domain) or set the host name of one it holds`,
    );
  if (supabase.remoteOnlyMigrations.some((version) => !RENAMED_MIGRATIONS.old.includes(version)))
    refusals.push(
      `The Supabase project has migrations this repository does not know (${supabase.remoteOnlyMigrations.join(", ")}): it is not this site's project, or it was changed by hand; not deploying over it`,
    );
  if (refusals.length) return { refusals, steps: [], notes: [] };

  const secrets = secretSteps(settings, worker, cloudflare, rotateSecrets, makeSecret);
  const steps = [
    ...worker.queues
      .filter((queue) => !cloudflare.queues.includes(queue))
      .map((queue) => ({
        id: `queue:${queue}`,
        summary: `create the queue ${queue}`,
        command: { argv: [...WRANGLER, "queues", "create", queue] },
      })),
    ...secrets,
    ...databaseSteps(settings, supabase),
  ];

  const tag = versionTag(fingerprint);
  const domainMissing = !cloudflare.domains.includes(settings.domain);
  // Setting secrets makes a new version without the tag: the deploy follows, and records them.
  if (cloudflare.worker?.tag !== tag || domainMissing || secrets.length)
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
          // The mail server the Worker sends "Email me this report" through: Supabase's own (issue 34 §4),
          // on port 465: the Worker logs in only over TLS from the first byte (ADR 071).
          ...["HOST", "USER", "SENDER_EMAIL", "SENDER_NAME"].flatMap((name) => [
            "--var",
            `SMTP_${name}:${settings.smtp[SMTP_SETTING[name]]}`,
          ]),
          "--var",
          "SMTP_PORT:465",
          "--tag",
          tag,
          "--message",
          `npm run deploy; ${secretsMark(settings)}`,
        ],
      },
    });

  steps.push(...adminSteps(settings, supabase.admin));
  // Supabase offers no command for this switch. The site works either way (ADR 056).
  const notes = supabase.asymmetricKeys
    ? []
    : [
        'The project signs sessions with its legacy JWT secret: the site works, but asks the auth server about every signed-in request. Project Settings → JWT Keys → "Migrate JWT secret" lets it check tokens itself (projects made since 2025 start that way).',
      ];
  return { refusals, steps, notes };
}

/**
 * Rate-limit namespaces are shared across an account: another Worker's counter must not be ours.
 * The local Worker (wrangler.toml's top level) shares production's ids on purpose, if it is ever
 * deployed for a look.
 */
function rateLimitClashes(worker, otherRateLimits) {
  return worker.rateLimits.flatMap((limit) => {
    const other = otherRateLimits.find(
      (taken) => taken.namespaceId === limit.namespaceId && taken.worker !== worker.localName,
    );
    return other
      ? [
          `wrangler.toml:${limit.line} ${limit.name}: namespace_id ${limit.namespaceId} is already used by the Worker ${other.worker} in this account; pick a number no Worker of the account uses`,
        ]
      : [];
  });
}

function secretSteps(settings, worker, cloudflare, rotateSecrets, makeSecret) {
  const present = cloudflare.worker?.secrets ?? [];
  // A deployed version whose message holds another hash was deployed with other secrets.
  const changed = Boolean(cloudflare.worker?.message) && !cloudflare.worker.message.includes(secretsMark(settings));
  const wanted = {
    SUPABASE_SECRET_KEY: settings.supabase.secretKey,
    // Only the Worker reads it; any long random value serves, so one is made when none is given.
    HONEYPOT_SECRET: settings.honeypotSecret ?? (present.includes("HONEYPOT_SECRET") ? null : makeSecret?.()),
    SMTP_PASS: settings.smtp.pass,
  };
  const names = worker.requiredSecrets.filter(
    (name) => wanted[name] && (rotateSecrets || changed || !present.includes(name)),
  );
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
