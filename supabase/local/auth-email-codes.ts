/**
 * Emailed one-time codes as GoTrue makes them: a random six-digit code, and a token hash
 * `sha224(email + code)` that the email's link carries. The user row keeps the hash (prefixed
 * `pkce_` when the request came from a PKCE client) in `recovery_token` (recovery, magic link)
 * or `confirmation_token` (sign-up), with the time it was sent. Both the code (with the email)
 * and the hash verify once, within `otpExpirySeconds`. One email of a kind per user every
 * `emailMaxFrequencySeconds`.
 */
import { createHash, randomInt } from "node:crypto";
import { authErrors } from "./auth-errors";
import type { UserRow } from "./auth-users";
import type { StandInConfig } from "./config";
import type { Tx } from "./db";
import type { MailType } from "./mailbox";
import { projectConfig } from "./project-config";

/** Which pair of columns of auth.users holds the code. */
export type CodeSlot = "recovery" | "confirmation";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const tokenHash = (email: string, code: string) =>
  createHash("sha224")
    .update(email + code)
    .digest("hex");

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Origin of `redirect_to` when it is local or the site's own, else the site URL (GoTrue's allow list). */
function linkOrigin(config: StandInConfig, redirectTo: string | null): string {
  const site = new URL(config.siteUrl);
  if (!redirectTo) return site.origin;
  try {
    const target = new URL(redirectTo);
    const acceptable =
      /^https?:$/.test(target.protocol) && (LOCAL_HOSTS.has(target.hostname) || target.origin === site.origin);
    return acceptable ? target.origin : site.origin;
  } catch {
    return site.origin; // not a URL: GoTrue falls back to the site URL as well
  }
}

export function emailLink(config: StandInConfig, kind: MailType, redirectTo: string | null, hash: string): string {
  // The links of supabase/templates, as the hosted project's emails carry them.
  const { path, type } = projectConfig().emailLinks[kind];
  const link = new URL(path, linkOrigin(config, redirectTo));
  link.searchParams.set("token_hash", hash);
  link.searchParams.set("type", type);
  return link.toString();
}

/** Throws 429 `over_email_send_rate_limit` when the last email of this slot went out too recently. */
async function assertSendFrequency(tx: Tx, config: StandInConfig, userId: string, slot: CodeSlot) {
  const { rows } = await tx.query<{ wait: number | null }>(
    `select extract(epoch from ${slot}_sent_at + make_interval(secs => $2) - now())::float8 as wait
     from auth.users where id = $1`,
    [userId, config.emailMaxFrequencySeconds],
  );
  const wait = rows[0]?.wait;
  if (wait !== null && wait !== undefined && wait > 0) throw authErrors.overEmailSendRateLimit(Math.floor(wait));
}

/**
 * Stores a new code for `user` in `slot` and emails it with its link. Throws 429 when the
 * previous email of the slot is too recent (nothing is stored or sent then).
 */
export async function sendEmailCode(
  tx: Tx,
  config: StandInConfig,
  user: UserRow,
  options: { slot: CodeSlot; kind: MailType; pkce: boolean; redirectTo: string | null },
): Promise<void> {
  await assertSendFrequency(tx, config, user.id, options.slot);
  const email = user.email ?? "";
  const code = newCode();
  const hash = (options.pkce ? "pkce_" : "") + tokenHash(email, code);
  await tx.query(
    `update auth.users set ${options.slot}_token = $2, ${options.slot}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  config.sendMail({
    to: email,
    type: options.kind,
    link: emailLink(config, options.kind, options.redirectTo, hash),
    code,
  });
}

interface CodeOwner {
  id: string;
  slot: CodeSlot;
}

/**
 * Finds the user whose unexpired code of the given slots has this hash (`POST /verify` with
 * `token_hash`), or with email and code (`token`); PKCE-prefixed hashes match the bare one.
 */
export async function findCodeOwner(
  tx: Tx,
  config: StandInConfig,
  slots: CodeSlot[],
  match: { hash: string } | { email: string; code: string },
): Promise<CodeOwner | undefined> {
  for (const slot of slots) {
    const byHash = "hash" in match;
    const hash = byHash ? match.hash : tokenHash(match.email, match.code);
    const { rows } = await tx.query<{ id: string }>(
      `select id from auth.users
       where ${slot}_token <> '' and (${slot}_token = $1 or ${slot}_token = 'pkce_' || $1)
         and ${byHash ? "true" : "lower(email) = lower($3)"}
         and ${slot}_sent_at + make_interval(secs => $2) > now()`,
      byHash ? [hash, config.otpExpirySeconds] : [hash, config.otpExpirySeconds, match.email],
    );
    if (rows[0]) return { id: rows[0].id, slot };
  }
  return undefined;
}
