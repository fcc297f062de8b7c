/** auth.users and auth.identities rows, and the user object GoTrue returns for them. */
import { randomUUID } from "node:crypto";
import type { Tx } from "./db";

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone, phone_confirmed_at,
  confirmed_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous`;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

/** Creates a user with an email identity; `confirmed` as with auto-confirmation (then signed in at once). */
export async function createUser(
  tx: Tx,
  input: { email: string; encryptedPassword: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow> {
  const id = randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const userMetadata = { ...input.data, ...identityData };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $5 then now() end, '{"provider":"email","providers":["email"]}', $4, now(), now(),
       case when $5 then now() end, '', '', '', '')
     returning ${USER_COLUMNS}`,
    [id, input.email, input.encryptedPassword, JSON.stringify(userMetadata), input.confirmed],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return rows[0]!;
}

/** Confirms the email of a user who proved they receive mail there (GoTrue's `user.Confirm`). */
export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** Stamps `last_sign_in_at` on the user and their identities; returns the updated user. */
export async function recordSignIn(tx: Tx, userId: string): Promise<UserRow | undefined> {
  await tx.query("update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1", [userId]);
  const { rows } = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  return rows[0];
}

/** Applies GoTrue's metadata merge: top-level keys replace, `null` removes. */
export function mergeMetadata(current: Record<string, unknown> | null, update: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  phone: string | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

/** A factor as GoTrue lists it in the user (`factors`, verified and unverified alike). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? "",
    last_challenged_at: iso(factor.last_challenged_at) ?? null,
  };
}

/** The user object of GoTrue's responses (`GET /user`, sessions). */
export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  const { rows: identities } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const { rows: factors } = await tx.query<FactorRow>(
    `select id, friendly_name, factor_type::text, status::text, phone, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud ?? "authenticated",
    role: user.role ?? "authenticated",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    // GoTrue omits the list when the user has no factor.
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}
