/**
 * TOTP multi-factor authentication as GoTrue serves it: `POST /factors` (enrol),
 * `POST /factors/{id}/challenge`, `POST /factors/{id}/verify` (a session at aal2) and
 * `DELETE /factors/{id}` (unenrol). Factors live in auth.mfa_factors, challenges in
 * auth.mfa_challenges; a verified challenge adds `totp` to the session's methods, which makes
 * its tokens aal2. Phone and WebAuthn factors are off, as on a hosted project by default.
 */
import { randomUUID } from "node:crypto";
import { authErrors } from "./auth-errors";
import { runMfaVerificationAttemptHook } from "./auth-hooks";
import { readBody, stringField } from "./auth-input";
import {
  addClaimToSession,
  authenticate,
  sessionResponse,
  swapRefreshToken,
  type Authenticated,
} from "./auth-sessions";
import { findUserById, type UserRow } from "./auth-users";
import type { StandInConfig } from "./config";
import { clientIp, header, json, type Request, type Response } from "./http";
import { qrSvg } from "./qr-svg";
import { matchTotp, newTotpSecret, otpauthUri } from "./totp";

const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Factor {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: string;
  secret: string;
}

const signedIn = (req: Request, config: StandInConfig) =>
  config.db.transaction((tx) => authenticate(tx, config, header(req, "authorization")));

export async function enroll(req: Request, config: StandInConfig): Promise<Response> {
  const auth = await signedIn(req, config);
  const body = readBody(req);
  const factorType = stringField(body, "factor_type") ?? "";
  if (factorType === "phone") throw authErrors.mfa.phoneDisabled();
  if (factorType === "webauthn") throw authErrors.mfa.webauthnDisabled();
  if (factorType !== "totp") throw authErrors.validation("factor_type needs to be totp, phone, or webauthn");
  const friendlyName = stringField(body, "friendly_name") ?? "";
  const issuer = stringField(body, "issuer") || new URL(config.siteUrl).host;

  const secret = newTotpSecret();
  const uri = otpauthUri(issuer, auth.user.email ?? "", secret);
  const id = randomUUID();
  await config.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors f where status <> 'verified'
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and created_at + make_interval(secs => $1) < now()`,
      [config.mfaFactorExpirySeconds],
    );
    const { rows: factors } = await tx.query<{ friendly_name: string | null; status: string }>(
      "select friendly_name, status::text from auth.mfa_factors where user_id = $1",
      [auth.user.id],
    );
    if (factors.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
      throw authErrors.mfa.nameConflict(friendlyName);
    }
    const verified = factors.filter((factor) => factor.status === "verified").length;
    if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
      throw authErrors.mfa.tooManyFactors();
    }
    if (verified > 0 && auth.aal !== "aal2") throw authErrors.mfa.enrollNeedsAal2();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, auth.user.id, friendlyName, secret],
    );
  });
  return json(200, {
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: qrSvg(uri), secret, uri },
  });
}

/** Authenticates the caller, then loads their factor named in the path (GoTrue's loadFactor). */
async function ownFactor(req: Request, config: StandInConfig, factorId: string) {
  const auth = await signedIn(req, config);
  if (!UUID.test(factorId)) throw authErrors.mfa.factorIdNotUuid();
  const [factor] = await config.db.rows<Factor>(
    `select id, user_id, friendly_name, factor_type::text, status::text, secret
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, auth.user.id],
  );
  if (!factor) throw authErrors.mfa.factorNotFound();
  return { auth, factor };
}

async function challenge(req: Request, config: StandInConfig, factorId: string): Promise<Response> {
  const { factor } = await ownFactor(req, config, factorId);
  readBody(req); // GoTrue parses the body (channel) even for TOTP: malformed JSON is bad_json
  const id = randomUUID();
  const [created] = await config.db.transaction(async (tx) => {
    await tx.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
    const { rows } = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)
       returning floor(extract(epoch from created_at) + $4)::int as expires_at`,
      [id, factor.id, clientIp(req), config.mfaChallengeExpirySeconds],
    );
    return rows;
  });
  return json(200, { id, type: factor.factor_type, expires_at: created!.expires_at });
}

/** GoTrue's validateChallenge: the factor's, unused, from the same address, not expired. */
async function openChallenge(req: Request, config: StandInConfig, factor: Factor, challengeId: string) {
  const [row] = UUID.test(challengeId)
    ? await config.db.rows<{ id: string; used: boolean; ip: string; expired: boolean }>(
        `select id, verified_at is not null as used, host(ip_address) as ip,
           created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id, config.mfaChallengeExpirySeconds],
      )
    : [];
  if (!row) throw authErrors.mfa.challengeNotFound();
  if (row.used || row.ip !== clientIp(req)) throw authErrors.mfa.ipAddressMismatch();
  if (row.expired) {
    await config.db.transaction((tx) => tx.query("delete from auth.mfa_challenges where id = $1", [row.id]));
    throw authErrors.mfa.challengeExpired(row.id);
  }
  return row.id;
}

async function verify(req: Request, config: StandInConfig, factorId: string): Promise<Response> {
  const { auth, factor } = await ownFactor(req, config, factorId);
  const body = readBody(req);
  const code = stringField(body, "code") ?? "";
  if (!code) throw authErrors.validation("Code needs to be non-empty");
  const rawChallengeId = body.challenge_id;
  if (rawChallengeId !== undefined && rawChallengeId !== null && typeof rawChallengeId !== "string") {
    throw authErrors.badJson();
  }
  const challengeId = await openChallenge(req, config, factor, rawChallengeId ?? "");
  const valid = matchTotp(factor.secret, code) !== null;
  await runMfaVerificationAttemptHook(config, {
    userId: auth.user.id,
    factorId: factor.id,
    factorType: factor.factor_type,
    valid,
    ip: clientIp(req),
  });
  if (!valid) throw authErrors.mfa.verificationFailed();
  return json(200, await raiseToAal2(config, auth, factor, challengeId));
}

/** The success path of GoTrue's verifyTOTPFactor, in one transaction. */
function raiseToAal2(config: StandInConfig, auth: Authenticated, factor: Factor, challengeId: string) {
  return config.db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      "update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null",
      [challengeId],
    );
    if (!rowCount) throw authErrors.mfa.ipAddressMismatch(); // used by a concurrent request meanwhile
    await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'",
      [factor.id],
    );
    await addClaimToSession(tx, auth.sessionId, "totp");
    const user = (await findUserById(tx, auth.user.id)) as UserRow;
    const refreshToken = await swapRefreshToken(tx, user, auth.sessionId);
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
      auth.sessionId,
      factor.id,
    ]);
    const session = await sessionResponse(tx, config, user, auth.sessionId, refreshToken);
    // Every other session of the user below aal2 ends, and unverified TOTP factors go.
    await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [user.id]);
    await tx.query(
      "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'",
      [user.id],
    );
    return session;
  });
}

async function unenroll(req: Request, config: StandInConfig, factorId: string): Promise<Response> {
  const { auth, factor } = await ownFactor(req, config, factorId);
  if (factor.status === "verified" && auth.aal !== "aal2") throw authErrors.mfa.unenrollNeedsAal2();
  await config.db.transaction(async (tx) => {
    await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
    // Sessions that this factor raised drop back to aal1.
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [
      auth.user.id,
      factor.id,
    ]);
  });
  return json(200, { id: factor.id });
}

type FactorHandler = (req: Request, config: StandInConfig) => Promise<Response>;

/** Routes `/factors/{id}`, `/factors/{id}/challenge` and `/factors/{id}/verify`. */
export function factorRoute(path: string): Partial<Record<string, FactorHandler>> | undefined {
  const match = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path);
  if (!match) return undefined;
  const id = decodeURIComponent(match[1]!);
  if (match[2] === "challenge") return { POST: (req, config) => challenge(req, config, id) };
  if (match[2] === "verify") return { POST: (req, config) => verify(req, config, id) };
  return { DELETE: (req, config) => unenroll(req, config, id) };
}
