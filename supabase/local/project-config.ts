/**
 * The settings of supabase/config.toml that the stand-in emulates, read from that file, so the
 * local stack and a hosted project configured with `supabase config push` cannot drift apart
 * (ADR 041): token lifetime, refresh-token reuse, email confirmation, emailed codes' lifetime and
 * frequency, the password minimum, the sign-in limit per address, the site URL, the MFA verification hook, and the links of the
 * email templates.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import type { MailType } from "./mailbox";

export const CONFIG_FILE = fileURLToPath(new URL("../config.toml", import.meta.url));
/** Paths in config.toml (content_path) are relative to the project's root, as the CLI reads them. */
const PROJECT_ROOT = new URL("../../", import.meta.url);

/** Where an email's link points: the path on the site and the `type` it carries. */
export interface EmailLink {
  path: string;
  type: string;
}

export interface ProjectConfig {
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  /** "Confirm email": true means a sign-up waits for the emailed link (GoTrue's autoconfirm off). */
  enableConfirmations: boolean;
  otpExpirySeconds: number;
  emailMaxFrequencySeconds: number;
  minimumPasswordLength: number;
  /** [auth.rate_limit] sign_in_sign_ups: sign-ins and sign-ups per address per 5 minutes. */
  signInsPerFiveMinutes: number;
  /** [auth.sessions] timebox and inactivity_timeout, in seconds. */
  sessionTimeboxSeconds: number;
  sessionInactivitySeconds: number;
  siteUrl: string;
  additionalRedirectUrls: string[];
  totp: { enroll: boolean; verify: boolean };
  /** `schema.function` of the MFA verification attempt hook, or null when it is off. */
  mfaVerificationAttemptHook: string | null;
  /** The link each email template carries. */
  emailLinks: Record<MailType, EmailLink>;
}

type Table = Record<string, unknown>;

function table(parent: Table, key: string, where: string): Table {
  const value = parent[key];
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error(`${where}.${key} is missing`);
  return value as Table;
}

function value<T>(parent: Table, key: string, where: string, kind: "number" | "boolean" | "string"): T {
  const found = parent[key];
  if (typeof found !== kind) throw new Error(`${where}.${key} must be a ${kind}, got ${JSON.stringify(found)}`);
  return found as T;
}

/** "60s", "5m", "1h" as Go's durations in config.toml, in seconds. */
export function durationSeconds(text: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`Not a duration: ${JSON.stringify(text)}`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as "s" | "m" | "h"];
}

/** `pg-functions://postgres/public/hook_name` → `public.hook_name`. */
export function hookFunction(uri: string): string {
  const match = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(uri);
  if (!match) throw new Error(`Not a Postgres hook URI: ${uri}`);
  return `${match[1]}.${match[2]}`;
}

/** The one link of a template: `{{ .SiteURL }}/path?token_hash={{ .TokenHash }}&type=…`. */
export function templateLink(html: string): EmailLink {
  const match = /href="\{\{ \.SiteURL \}\}(\/[^"?]*)\?token_hash=\{\{ \.TokenHash \}\}&(?:amp;)?type=([a-z_]+)"/.exec(
    html,
  );
  if (!match) throw new Error("The template has no {{ .SiteURL }}…?token_hash={{ .TokenHash }}&type=… link");
  return { path: match[1]!, type: match[2]! };
}

const TEMPLATE_OF: Record<MailType, string> = { signup: "confirmation", recovery: "recovery", magiclink: "magic_link" };

export function readProjectConfig(file = CONFIG_FILE): ProjectConfig {
  const root = parse(readFileSync(file, "utf8")) as Table;
  const auth = table(root, "auth", "");
  const email = table(auth, "email", "auth");
  const sessions = table(auth, "sessions", "auth");
  const rateLimit = table(auth, "rate_limit", "auth");
  const templates = table(email, "template", "auth.email");
  const totp = table(table(auth, "mfa", "auth"), "totp", "auth.mfa");
  const hooks = (auth.hook ?? {}) as Table;
  const hook = hooks.mfa_verification_attempt as Table | undefined;
  const emailLinks = Object.fromEntries(
    Object.entries(TEMPLATE_OF).map(([type, name]) => {
      const template = table(templates, name, "auth.email.template");
      const path = value<string>(template, "content_path", `auth.email.template.${name}`, "string");
      return [type, templateLink(readFileSync(new URL(path, PROJECT_ROOT), "utf8"))];
    }),
  ) as Record<MailType, EmailLink>;
  return {
    jwtExpirySeconds: value(auth, "jwt_expiry", "auth", "number"),
    refreshTokenReuseIntervalSeconds: value(auth, "refresh_token_reuse_interval", "auth", "number"),
    enableConfirmations: value(email, "enable_confirmations", "auth.email", "boolean"),
    otpExpirySeconds: value(email, "otp_expiry", "auth.email", "number"),
    emailMaxFrequencySeconds: durationSeconds(value(email, "max_frequency", "auth.email", "string")),
    minimumPasswordLength: value(auth, "minimum_password_length", "auth", "number"),
    signInsPerFiveMinutes: value(rateLimit, "sign_in_sign_ups", "auth.rate_limit", "number"),
    sessionTimeboxSeconds: durationSeconds(value(sessions, "timebox", "auth.sessions", "string")),
    sessionInactivitySeconds: durationSeconds(value(sessions, "inactivity_timeout", "auth.sessions", "string")),
    siteUrl: value(auth, "site_url", "auth", "string"),
    additionalRedirectUrls: (auth.additional_redirect_urls as string[] | undefined) ?? [],
    totp: {
      enroll: value(totp, "enroll_enabled", "auth.mfa.totp", "boolean"),
      verify: value(totp, "verify_enabled", "auth.mfa.totp", "boolean"),
    },
    mfaVerificationAttemptHook:
      hook && hook.enabled === true
        ? hookFunction(value(hook, "uri", "auth.hook.mfa_verification_attempt", "string"))
        : null,
    emailLinks,
  };
}

let cached: ProjectConfig | undefined;
/** supabase/config.toml, read once per process. */
export function projectConfig(): ProjectConfig {
  cached ??= readProjectConfig();
  return cached;
}
