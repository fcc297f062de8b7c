/**
 * `POST /signup` as GoTrue answers it, with email confirmation on or off (`mailerAutoconfirm`):
 * - on (the local default): a new account is confirmed and signed in at once (200 session); an
 *   existing address is 422 `user_already_exists`;
 * - off (as a hosted project with "Confirm email"): a new account gets a confirmation email and
 *   the answer is the user without a session; an existing confirmed address gets a look-alike
 *   user with a new random id and no identities, and no email, so the answer does not tell.
 */
import { randomUUID } from "node:crypto";
import { authErrors } from "./auth-errors";
import { normaliseEmail, readBody, stringField } from "./auth-input";
import { sendEmailCode } from "./auth-email-codes";
import { clientInfo, startSession } from "./auth-sessions";
import { confirmEmail, createUser, findUserByEmail, findUserById, userJson, type UserRow } from "./auth-users";
import type { StandInConfig } from "./config";
import type { Tx } from "./db";
import { isRecord, json, type Request, type Response } from "./http";
import { assertStrongPassword, hashPassword } from "./passwords";

/** GoTrue's `sanitizeUser`: what an already registered address gets when confirmation is on. */
function lookAlikeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Sends (or re-sends) the confirmation email of an unconfirmed user. */
export function sendConfirmation(tx: Tx, config: StandInConfig, user: UserRow, req: Request, pkce: boolean) {
  return sendEmailCode(tx, config, user, {
    slot: "confirmation",
    kind: "signup",
    pkce,
    redirectTo: req.url.searchParams.get("redirect_to"),
  });
}

export async function signUp(req: Request, config: StandInConfig): Promise<Response> {
  config.signInLimiter.take(req);
  const body = readBody(req);
  const rawEmail = stringField(body, "email");
  const password = stringField(body, "password");
  if (!rawEmail) throw authErrors.validation("To signup, please provide your email");
  if (!password) throw authErrors.validation("Signup requires a valid password");
  const email = normaliseEmail(rawEmail);
  assertStrongPassword(password, email);
  const data = isRecord(body.data) ? body.data : {};
  const pkce = Boolean(stringField(body, "code_challenge"));
  // Hashed whether or not the address is taken, so that both answers take as long.
  const encryptedPassword = await hashPassword(password, config.bcryptCost);

  const outcome = await config.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) {
      if (config.mailerAutoconfirm) throw authErrors.userAlreadyExists();
      config.log(`Repeated sign-up for ${email}: answered as for a new address, nothing sent.`);
      return { body: lookAlikeUser(email, data) };
    }
    if (!user) {
      user = await createUser(tx, { email, encryptedPassword, data, confirmed: config.mailerAutoconfirm });
    } else if (config.mailerAutoconfirm) {
      // An unconfirmed account is confirmed but not updated: its password stays what it was.
      await confirmEmail(tx, user.id);
      user = (await findUserById(tx, user.id)) as UserRow;
    }
    if (config.mailerAutoconfirm) return { body: await startSession(tx, config, user, "password", clientInfo(req)) };
    await sendConfirmation(tx, config, user, req, pkce);
    return { body: await userJson(tx, (await findUserById(tx, user.id)) as UserRow) };
  });
  config.log(`Signed up ${email}.`);
  return json(200, outcome.body);
}
