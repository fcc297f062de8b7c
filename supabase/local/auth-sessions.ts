/**
 * Sessions as GoTrue keeps them: a row in auth.sessions, a chain of refresh tokens rotated on
 * every use (with reuse detection), and short-lived ES256 access tokens naming the session.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { type AuthError, authErrors } from "./auth-errors";
import { findUserById, userJson, type UserRow } from "./auth-users";
import { issuer, type StandInConfig } from "./config";
import type { Tx } from "./db";
import { clientIp, header, type Request } from "./http";
import { bearerToken, signAccessToken, verifyToken, type Claims } from "./jwt";

/** GoTrue's authentication methods (auth.mfa_amr_claims); `totp` raises a session to aal2. */
export type AuthMethod = "password" | "recovery" | "otp" | "totp";
const AAL2_METHODS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

/** What GoTrue records of the request that starts or refreshes a session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export function clientInfo(req: Request): ClientInfo {
  return { userAgent: header(req, "user-agent") || null, ip: clientIp(req) };
}

export interface SessionResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newRefreshToken = () => randomBytes(16).toString("base64url");

async function insertRefreshToken(tx: Tx, user: UserRow, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, user.id, parent, sessionId],
  );
  return token;
}

/** The session's assurance level and methods, newest first, as GoTrue computes them. */
async function aalAndAmr(tx: Tx, sessionId: string) {
  const { rows: amr } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const aal = amr.some((entry) => AAL2_METHODS.has(entry.method)) ? "aal2" : "aal1";
  return { aal, amr };
}

/** Records (or renews) an authentication method of a session. */
export async function addClaimToSession(tx: Tx, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

export async function sessionResponse(
  tx: Tx,
  config: StandInConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const { aal, amr } = await aalAndAmr(tx, sessionId);
  const now = Math.floor(Date.now() / 1000);
  const exp = now + config.accessTokenTtlSeconds;
  const claims: Claims = {
    iss: issuer(config),
    sub: user.id,
    aud: user.aud ?? "authenticated",
    exp,
    iat: now,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "authenticated",
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: await signAccessToken(config.keys, claims),
    token_type: "bearer",
    expires_in: config.accessTokenTtlSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** Starts a new session for a user who just proved who they are. */
export async function startSession(
  tx: Tx,
  config: StandInConfig,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
) {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, client.userAgent, client.ip],
  );
  await addClaimToSession(tx, sessionId, method);
  const refreshToken = await insertRefreshToken(tx, user, sessionId, null);
  return sessionResponse(tx, config, user, sessionId, refreshToken);
}

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
  age_seconds: number;
}

/**
 * Rotates a refresh token. Returns the error instead of throwing it where the transaction must
 * still commit (reuse detection revokes the whole session).
 */
export async function refreshSession(
  tx: Tx,
  config: StandInConfig,
  token: string,
  client: ClientInfo,
): Promise<SessionResponse | AuthError> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select token, revoked, session_id, user_id, extract(epoch from now() - updated_at)::float8 as age_seconds
     from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return authErrors.refreshTokenNotFound();
  const user = await findUserById(tx, row.user_id);
  if (!user) return authErrors.refreshTokenNotFound();
  const expired = await sessionExpiry(tx, config, row);
  if (expired) return expired;

  if (row.revoked) {
    const { rows: active } = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    const successor = active[0];
    if (successor && row.age_seconds <= config.refreshTokenReuseIntervalSeconds) {
      return sessionResponse(tx, config, user, row.session_id, successor.token);
    }
    await tx.query("delete from auth.sessions where id = $1", [row.session_id]);
    config.log(`Refresh token reuse detected: session ${row.session_id} revoked.`);
    return authErrors.refreshTokenAlreadyUsed();
  }

  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [row.token]);
  // GoTrue keeps refreshed_at as a UTC timestamp without time zone, and the caller's user agent and address.
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2, ip = $3
     where id = $1`,
    [row.session_id, client.userAgent, client.ip],
  );
  const next = await insertRefreshToken(tx, user, row.session_id, row.token);
  return sessionResponse(tx, config, user, row.session_id, next);
}

/**
 * GoTrue's Session.CheckValidity at a refresh: past the time-box since sign-in, or past the
 * inactivity timeout since the token presented was issued (its last refresh), the session has ended.
 */
async function sessionExpiry(tx: Tx, config: StandInConfig, row: RefreshTokenRow): Promise<AuthError | null> {
  const { rows } = await tx.query<{ age_seconds: number }>(
    "select extract(epoch from now() - created_at)::float8 as age_seconds from auth.sessions where id = $1",
    [row.session_id],
  );
  const session = rows[0];
  if (!session) return authErrors.refreshTokenNotFound();
  if (session.age_seconds > config.sessionTimeboxSeconds) return authErrors.sessionExpired(false);
  if (row.age_seconds > config.sessionInactivitySeconds) return authErrors.sessionExpired(true);
  return null;
}

export interface Authenticated {
  user: UserRow;
  claims: Claims;
  sessionId: string;
  /** The session's assurance level as stored (GoTrue's `session.IsAAL2()`). */
  aal: string;
}

/** Swaps the session's live refresh token for a new one (GoTrue's GrantRefreshTokenSwap). */
export async function swapRefreshToken(tx: Tx, user: UserRow, sessionId: string): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where id = (select id from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1)
     returning token`,
    [sessionId],
  );
  return insertRefreshToken(tx, user, sessionId, rows[0]?.token ?? null);
}

/** Checks the bearer token of a request: signature, expiry, session still active, user present. */
export async function authenticate(
  tx: Tx,
  config: StandInConfig,
  authorization: string | undefined,
): Promise<Authenticated> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  const verified = await verifyToken(config.keys, token);
  if (!verified.ok) throw authErrors.badJwt(verified.detail);
  const { claims } = verified;
  if (typeof claims.sub !== "string" || !claims.sub) throw authErrors.badJwt("invalid claim: missing sub claim");
  if (!UUID.test(claims.sub)) throw authErrors.badJwt("invalid claim: sub claim must be a UUID");
  const sessionId = claims.session_id;
  if (typeof sessionId !== "string" || !UUID.test(sessionId)) throw authErrors.sessionNotFound();
  const { rows } = await tx.query<{ aal: string | null }>(
    "select aal from auth.sessions where id = $1 and user_id = $2",
    [sessionId, claims.sub],
  );
  if (!rows[0]) throw authErrors.sessionNotFound();
  const user = await findUserById(tx, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { user, claims, sessionId, aal: rows[0].aal ?? "aal1" };
}

export async function endSessions(tx: Tx, auth: Authenticated, scope: "global" | "local" | "others") {
  if (scope === "local") {
    await tx.query("delete from auth.sessions where id = $1", [auth.sessionId]);
  } else if (scope === "others") {
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [auth.user.id, auth.sessionId]);
  } else {
    await tx.query("delete from auth.sessions where user_id = $1", [auth.user.id]);
  }
}
