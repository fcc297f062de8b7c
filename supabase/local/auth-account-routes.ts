/** `/auth/v1/user` (read, update) and password recovery (`/recover`, then `/verify`). */
import { createHash, randomBytes } from "node:crypto";
import { authErrors } from "./auth-errors";
import { normaliseEmail, readBody, stringField } from "./auth-input";
import { authenticate, startSession } from "./auth-sessions";
import { findUserByEmail, findUserById, mergeMetadata, recordSignIn, userJson, type UserRow } from "./auth-users";
import type { StandInConfig } from "./config";
import { header, isRecord, json, type Request, type Response } from "./http";
import { assertStrongPassword, hashPassword, verifyPassword } from "./passwords";

export async function getUser(req: Request, config: StandInConfig): Promise<Response> {
  const user = await config.db.transaction(async (tx) => {
    const auth = await authenticate(tx, config, header(req, "authorization"));
    return userJson(tx, auth.user);
  });
  return json(200, user);
}

export async function updateUser(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const password = stringField(body, "password");
  const rawEmail = stringField(body, "email");
  const data = body.data;
  if (data !== undefined && data !== null && !isRecord(data)) throw authErrors.validation("data must be an object");
  if (password !== undefined) assertStrongPassword(password);
  const email = rawEmail !== undefined ? normaliseEmail(rawEmail) : undefined;

  const current = await config.db.transaction((tx) => authenticate(tx, config, header(req, "authorization")));
  let encryptedPassword: string | undefined;
  if (password !== undefined) {
    if (await verifyPassword(password, current.user.encrypted_password)) throw authErrors.samePassword();
    encryptedPassword = await hashPassword(password, config.bcryptCost);
  }

  const updated = await config.db.transaction(async (tx) => {
    const auth = await authenticate(tx, config, header(req, "authorization"));
    const userId = auth.user.id;
    if (encryptedPassword) {
      await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        userId,
        encryptedPassword,
      ]);
    }
    if (isRecord(data)) {
      const merged = mergeMetadata(auth.user.raw_user_meta_data, data);
      await tx.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
        userId,
        JSON.stringify(merged),
      ]);
    }
    if (email !== undefined && email !== auth.user.email) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== userId) throw authErrors.emailExists();
      await tx.query("update auth.users set email = $2, updated_at = now() where id = $1", [userId, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1 and provider = 'email'`,
        [userId, email],
      );
    }
    const user = (await findUserById(tx, userId)) as UserRow;
    return userJson(tx, user);
  });
  return json(200, updated);
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** `<origin>/auth/reset?token_hash=…&type=recovery`; origin from an acceptable redirect_to, else the site URL. */
function recoveryLink(config: StandInConfig, redirectTo: string | null, tokenHash: string): string {
  const site = new URL(config.siteUrl);
  let origin = site.origin;
  if (redirectTo) {
    try {
      const target = new URL(redirectTo);
      const acceptable =
        /^https?:$/.test(target.protocol) && (LOCAL_HOSTS.has(target.hostname) || target.origin === site.origin);
      if (acceptable) origin = target.origin;
    } catch {
      // not a URL: fall back to the site URL, as GoTrue does for redirects outside its allow list
    }
  }
  const link = new URL("/auth/reset", origin);
  link.searchParams.set("token_hash", tokenHash);
  link.searchParams.set("type", "recovery");
  return link.toString();
}

export async function recover(req: Request, config: StandInConfig): Promise<Response> {
  const rawEmail = stringField(readBody(req), "email");
  if (!rawEmail) throw authErrors.validation("Password recovery requires an email");
  const email = normaliseEmail(rawEmail);
  const tokenHash = randomBytes(28).toString("hex");
  const found = await config.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    await tx.query(
      "update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1",
      [user.id, sha256(tokenHash)],
    );
    return true;
  });
  if (found) {
    config.sendMail({
      to: email,
      type: "recovery",
      link: recoveryLink(config, req.url.searchParams.get("redirect_to"), tokenHash),
    });
  } else {
    config.log(`Password recovery requested for unknown email ${email} (no link sent).`);
  }
  return json(200, {});
}

export async function verify(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const type = stringField(body, "type");
  const tokenHash = stringField(body, "token_hash");
  if (!type) throw authErrors.validation("Verify requires a verification type");
  if (type !== "recovery")
    throw authErrors.validation(`Verification type ${type} is not supported by the local stand-in`);
  if (!tokenHash) throw authErrors.validation("Verify requires a token_hash (the local stand-in sends no OTP codes)");

  const session = await config.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update auth.users
       set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
       returning id`,
      [sha256(tokenHash), config.recoveryTokenTtlSeconds],
    );
    const id = rows[0]?.id;
    const user = id ? await recordSignIn(tx, id) : undefined;
    if (!user) return undefined;
    return startSession(tx, config, user, "recovery", header(req, "user-agent"));
  });
  if (!session) throw authErrors.otpExpired();
  return json(200, session);
}
