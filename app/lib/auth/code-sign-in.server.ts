/**
 * Signing in with an emailed one-time code or link (`POST /otp`, `POST /verify`), for existing
 * accounts only, and sending a sign-up confirmation again (`POST /resend`). Requests answer the
 * same whether or not the address has an account (the auth server's `otp_disabled` and its 429
 * for known addresses would tell); codes are counted per address and per email (rate-limits.ts).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { codeSignInMessages as m } from "~/content/account-security";
import { authMessages } from "~/content/auth";
import { parseForm } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import { formText } from "../http/form-data";
import { safeRedirect } from "../http/safe-redirect";
import { checkRateLimit, firstLimited, retryAfterHeaders, visitorKey } from "../limits/rate-limit.server";
import { rateLimitMessages } from "~/content/limits";
import { isAuthServiceDown } from "./errors";
import { destinationAfterSignIn } from "./landing.server";
import { forgotPasswordSchema } from "./schemas";
import { emailCodeSchema, type EmailCodeField } from "./security-schemas";

export type CodeIntent = "otp-request" | "otp-verify" | "resend";

/** An email request (code or confirmation): the verbatim message when the address is empty. */
async function readEmailRequest(intent: CodeIntent, form: FormData, context: AppLoadContext, request: Request) {
  const parsed = parseForm(forgotPasswordSchema, form);
  const values = { email: parsed.values.email, redirectTo: formText(form, "redirectTo") };
  const limited = await checkRateLimit(context.env, "emailCode", visitorKey(request));
  if (limited) {
    const reply = { intent, formError: rateLimitMessages.tooMany, errors: {}, values };
    return { refused: formReply<EmailCodeField, CodeIntent>(429, reply, retryAfterHeaders(limited)) };
  }
  if (!parsed.ok) {
    const formError = parsed.values.email ? (parsed.errors.email ?? authMessages.fixErrors) : m.missingEmail;
    return {
      refused: formReply<EmailCodeField, CodeIntent>(400, { intent, formError, errors: parsed.errors, values }),
    };
  }
  return { email: parsed.data.email, values };
}

/** `intent=otp-request`: emails a code and a link to an existing account. 1 auth request. */
export async function requestSignInCode(form: FormData, context: AppLoadContext, origin: string, request: Request) {
  const read = await readEmailRequest("otp-request", form, context, request);
  if (read.refused) return read.refused;
  // No page asked for: the link lands where the account does (admins the inbox, ADR 048).
  const back = safeRedirect(read.values.redirectTo, "");
  const { error } = await context.auth.client().supabase.auth.signInWithOtp({
    email: read.email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: `${origin}/auth${back ? `?${new URLSearchParams({ redirectTo: back })}` : ""}`,
    },
  });
  if (error && isAuthServiceDown(error)) {
    return formReply<EmailCodeField, CodeIntent>(503, {
      intent: "otp-request",
      formError: authMessages.unavailable,
      errors: {},
      values: read.values,
    });
  }
  if (error) console.warn("Sign-in code not sent:", error.code, error.message);
  return formReply<EmailCodeField, CodeIntent>(200, {
    intent: "otp-request",
    notice: m.sent,
    errors: {},
    values: read.values,
  });
}

/** `intent=otp-verify`: the emailed code signs the visitor in, then back to the page asked for. */
export async function verifySignInCode(form: FormData, context: AppLoadContext, request: Request) {
  const parsed = parseForm(emailCodeSchema, form);
  const values = { email: parsed.values.email, redirectTo: parsed.values.redirectTo };
  const account = (parsed.values.email ?? "").trim().toLowerCase();
  const limited = await firstLimited([
    checkRateLimit(context.env, "codeVerify", visitorKey(request)),
    account ? checkRateLimit(context.env, "codeVerifyEmail", account) : Promise.resolve(null),
  ]);
  if (limited) {
    return formReply<EmailCodeField, CodeIntent>(
      429,
      { intent: "otp-verify", formError: m.tooMany, errors: {}, values },
      retryAfterHeaders(limited),
    );
  }
  if (!parsed.ok) {
    const formError = parsed.errors.email ?? parsed.errors.code ?? authMessages.fixErrors;
    return formReply<EmailCodeField, CodeIntent>(400, {
      intent: "otp-verify",
      formError,
      errors: parsed.errors,
      values,
    });
  }
  const { supabase } = context.auth.client();
  const { data, error } = await supabase.auth.verifyOtp({
    email: parsed.data.email,
    token: parsed.data.code,
    type: "email",
  });
  if (error && isAuthServiceDown(error)) {
    return formReply<EmailCodeField, CodeIntent>(503, {
      intent: "otp-verify",
      formError: authMessages.unavailable,
      errors: {},
      values,
    });
  }
  if (error) {
    console.warn("Sign-in code refused:", error.code, error.message);
    return formReply<EmailCodeField, CodeIntent>(400, {
      intent: "otp-verify",
      formError: m.codeRefused,
      errors: { code: m.codeRefused },
      values,
    });
  }
  throw redirect(await destinationAfterSignIn(supabase, parsed.data.redirectTo, data.user?.id));
}

/** `intent=resend`: the sign-up confirmation again, for an address still waiting for it. */
export async function resendConfirmation(form: FormData, context: AppLoadContext, origin: string, request: Request) {
  const read = await readEmailRequest("resend", form, context, request);
  if (read.refused) return read.refused;
  const { error } = await context.auth.client().supabase.auth.resend({
    type: "signup",
    email: read.email,
    options: { emailRedirectTo: `${origin}/auth` },
  });
  if (error && isAuthServiceDown(error)) {
    return formReply<EmailCodeField, CodeIntent>(503, {
      intent: "resend",
      formError: authMessages.unavailable,
      errors: {},
      values: read.values,
    });
  }
  if (error) console.warn("Confirmation not resent:", error.code, error.message);
  return formReply<EmailCodeField, CodeIntent>(200, {
    intent: "resend",
    notice: m.resent,
    errors: {},
    values: read.values,
  });
}
