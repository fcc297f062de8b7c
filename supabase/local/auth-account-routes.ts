/** `/auth/v1/user`: read and update the signed-in user. */
import { authErrors } from "./auth-errors";
import { normaliseEmail, readBody, stringField } from "./auth-input";
import { authenticate } from "./auth-sessions";
import { findUserByEmail, findUserById, mergeMetadata, userJson, type UserRow } from "./auth-users";
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
  const email = rawEmail !== undefined ? normaliseEmail(rawEmail) : undefined;

  // As the auth server: the caller is authenticated before the body is judged.
  const current = await config.db.transaction((tx) => authenticate(tx, config, header(req, "authorization")));
  if (password !== undefined) assertStrongPassword(password, email ?? current.user.email ?? undefined);
  // As the auth server: with a verified factor, a password or email change needs a session that
  // passed it (aal2), so a stolen password alone cannot take the account over.
  if ((password !== undefined || email !== undefined) && current.aal !== "aal2") {
    const rows = await config.db.rows<{ verified: number }>(
      "select count(*)::int as verified from auth.mfa_factors where user_id = $1 and status = 'verified'",
      [current.user.id],
    );
    if ((rows[0]?.verified ?? 0) > 0) throw authErrors.insufficientAal();
  }
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
