/**
 * Emailed codes and links: `POST /otp` (magic link and six-digit code), `POST /recover`,
 * `POST /resend` (sign-up confirmation) and `POST /verify`, with GoTrue's checks, messages and
 * statuses. Codes are made and matched in auth-email-codes.ts.
 */
import { randomBytes } from "node:crypto";
import { AuthError, authErrors } from "./auth-errors";
import { normaliseEmail, readBody, stringField, type Body } from "./auth-input";
import { findCodeOwner, sendEmailCode, type CodeSlot } from "./auth-email-codes";
import { sendConfirmation } from "./auth-signup";
import { clientInfo, startSession } from "./auth-sessions";
import { confirmEmail, createUser, findUserByEmail, findUserById, recordSignIn } from "./auth-users";
import type { StandInConfig } from "./config";
import { json, type Request, type Response } from "./http";
import { hashPassword } from "./passwords";

const phoneDisabled = (message: string) => new AuthError(400, "phone_provider_disabled", message);

const pkceRequested = (body: Body) => Boolean(stringField(body, "code_challenge"));
const redirectTo = (req: Request) => req.url.searchParams.get("redirect_to");

export async function otp(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const rawEmail = stringField(body, "email") ?? "";
  const phone = stringField(body, "phone") ?? "";
  const createUserWanted = body.create_user !== false;
  if (rawEmail && phone) throw authErrors.validation("Only an email address or phone number should be provided");
  if (rawEmail && stringField(body, "channel")) {
    throw authErrors.validation("Channel should only be specified with Phone OTP");
  }
  if (!rawEmail && !phone) throw authErrors.validation("One of email or phone must be set");
  // The stand-in, like the hosted project, has no phone sign-in: no phone account exists.
  if (phone) throw createUserWanted ? phoneDisabled("Unsupported phone provider") : authErrors.otpDisabled();

  const email = normaliseEmail(rawEmail);
  // A random password for an account made by a code, as GoTrue does; hashed outside the transaction.
  const unusablePassword = await hashPassword(randomBytes(24).toString("base64url"), config.bcryptCost);
  await config.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user && !createUserWanted) throw authErrors.otpDisabled();
    const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Body) : {};
    user ??= await createUser(tx, { email, encryptedPassword: unusablePassword, data, confirmed: false });
    if (!user.email_confirmed_at) {
      if (!config.mailerAutoconfirm) {
        // Not confirmed yet: the confirmation email doubles as the sign-in link.
        await sendConfirmation(tx, config, user, req, pkceRequested(body));
        return;
      }
      await confirmEmail(tx, user.id);
      user = (await findUserById(tx, user.id))!;
    }
    await sendEmailCode(tx, config, user, {
      slot: "recovery",
      kind: "magiclink",
      pkce: pkceRequested(body),
      redirectTo: redirectTo(req),
    });
  });
  return json(200, {});
}

export async function recover(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const rawEmail = stringField(body, "email");
  if (!rawEmail) throw authErrors.validation("Password recovery requires an email");
  const email = normaliseEmail(rawEmail);
  await config.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      config.log(`Password recovery requested for unknown email ${email} (no link sent).`);
      return;
    }
    await sendEmailCode(tx, config, user, {
      slot: "recovery",
      kind: "recovery",
      pkce: pkceRequested(body),
      redirectTo: redirectTo(req),
    });
  });
  return json(200, {});
}

const RESEND_TYPES = new Set(["signup", "email_change", "sms", "phone_change"]);

export async function resend(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const type = stringField(body, "type") ?? "";
  const rawEmail = stringField(body, "email") ?? "";
  const phone = stringField(body, "phone") ?? "";
  if (!RESEND_TYPES.has(type)) {
    throw authErrors.validation("Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (!rawEmail && type === "signup") throw authErrors.validation("Type provided requires an email address");
  if (!phone && type === "sms") throw authErrors.validation("Type provided requires a phone number");
  if (rawEmail && phone) throw authErrors.validation("Only an email address or phone number should be provided.");
  if (!rawEmail && !phone) throw authErrors.validation("Missing email address or phone number");
  if (phone) throw phoneDisabled("Phone logins are disabled");
  const email = normaliseEmail(rawEmail);
  await config.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses, confirmed ones and (here) email changes, which apply at once: nothing to send.
    if (!user || type !== "signup" || user.email_confirmed_at) return;
    await sendConfirmation(tx, config, user, req, pkceRequested(body));
  });
  return json(200, {});
}

/** Which code columns a verification type may match, and the type it then counts as. */
const VERIFY_SLOTS: Record<string, CodeSlot[]> = {
  email: ["confirmation", "recovery"],
  signup: ["confirmation"],
  invite: ["confirmation"],
  recovery: ["recovery"],
  magiclink: ["recovery"],
};

export async function verify(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const type = stringField(body, "type") ?? "";
  const token = stringField(body, "token") ?? "";
  const hash = stringField(body, "token_hash") ?? "";
  const rawEmail = stringField(body, "email") ?? "";
  const phone = stringField(body, "phone") ?? "";
  if (!type) throw authErrors.validation("Verify requires a verification type");
  if (Boolean(token) === Boolean(hash)) throw authErrors.validation("Verify requires either a token or a token hash");
  if (hash && (rawEmail || phone || stringField(body, "redirect_to"))) {
    throw authErrors.validation("Only the token_hash and type should be provided");
  }
  if (token && (phone || !rawEmail)) {
    // Phone codes: no phone account exists here, so none can match.
    if (phone && !rawEmail) throw authErrors.tokenExpiredOrInvalid();
    throw authErrors.validation("Only an email address or phone number should be provided on verify");
  }
  const slots = VERIFY_SLOTS[type];
  if (!slots) {
    if (hash) throw authErrors.validation("Invalid email verification type");
    throw authErrors.tokenExpiredOrInvalid(); // sms, phone_change, email_change: nothing pending here
  }
  let email = "";
  if (token) {
    try {
      email = normaliseEmail(rawEmail);
    } catch {
      throw new AuthError(422, "validation_failed", "Invalid email format");
    }
  }

  const session = await config.db.transaction(async (tx) => {
    const owner = await findCodeOwner(tx, config, slots, hash ? { hash } : { email, code: token });
    if (!owner) return undefined;
    // Single use: the code is cleared, and the address counts as confirmed.
    await tx.query(`update auth.users set ${owner.slot}_token = '', updated_at = now() where id = $1`, [owner.id]);
    await confirmEmail(tx, owner.id);
    const user = (await recordSignIn(tx, owner.id))!;
    // GoTrue records "otp" for every POST /verify; see docs/local-supabase.md on "recovery".
    return startSession(tx, config, user, type === "recovery" ? "recovery" : "otp", clientInfo(req));
  });
  if (!session) throw hash ? authErrors.otpExpired() : authErrors.tokenExpiredOrInvalid();
  return json(200, session);
}
