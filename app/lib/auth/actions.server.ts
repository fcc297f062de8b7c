import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { AuthError } from "@supabase/supabase-js";
import { authMessages as m, type AuthMode } from "~/content/auth";
import { rateLimitMessages } from "~/content/limits";
import { parseForm } from "~/lib/forms/parse";
import { formText } from "~/lib/http/form-data";
import { formReply } from "~/lib/forms/reply.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import {
  checkRateLimit,
  visitorKey,
  firstLimited,
  retryAfterHeaders,
  type Limited,
} from "~/lib/limits/rate-limit.server";
import { destinationAfterSignIn } from "./landing.server";
import { describeAuthError, isAuthServiceDown, visitorErrorStatus } from "./errors";
import { forgotPasswordSchema, newPasswordIssue, newPasswordSchema, signInSchema, signUpSchema } from "./schemas";

/** The forms of the sign-in pages; each action's reply names the one that answered. */
export type AuthIntent = AuthMode | "reset";

/** The contract's summary applies when the email or the password was left empty (docs/product.md §5.2). */
function credentialsMissing(email: string | undefined, form: FormData): boolean {
  return !email || formText(form, "password", { trim: false }) === "";
}

/** A refused call to the auth server: 503 when it is down, else its own 4xx and message. */
function authFailure<K extends string>(intent: AuthIntent, error: AuthError, values: Partial<Record<K, string>>) {
  if (isAuthServiceDown(error)) return formReply(503, { intent, formError: m.unavailable, errors: {}, values });
  return formReply(visitorErrorStatus(error), { intent, formError: describeAuthError(error), errors: {}, values });
}

/** 429 for a form past its limit, the typed values kept (never the password). */
function tooMany<K extends string>(
  intent: AuthIntent,
  limited: Limited,
  values: Partial<Record<K, string>>,
  formError: string = rateLimitMessages.tooMany,
) {
  return formReply(429, { intent, formError, errors: {}, values }, retryAfterHeaders(limited));
}

/** Sign-in is limited per address and per account (the email, lower-cased). */
export async function signIn(form: FormData, context: AppLoadContext, request: Request) {
  const parsed = parseForm(signInSchema, form, { secret: ["password"] });
  const account = (parsed.values.email ?? "").trim().toLowerCase();
  const limited = await firstLimited([
    checkRateLimit(context.env, "signIn", visitorKey(request)),
    account ? checkRateLimit(context.env, "signInEmail", account) : Promise.resolve(null),
  ]);
  if (limited) {
    const message = limited.name === "signInEmail" ? rateLimitMessages.tooManySignIns : rateLimitMessages.tooMany;
    return tooMany("sign-in", limited, parsed.values, message);
  }
  if (!parsed.ok) {
    const formError = credentialsMissing(parsed.values.email, form) ? m.missingCredentials : m.fixErrors;
    return formReply(400, { intent: "sign-in", formError, errors: parsed.errors, values: parsed.values });
  }
  const { email, password, redirectTo } = parsed.data;
  const { supabase } = context.auth.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return authFailure("sign-in", error, parsed.values);
  if (!data.session || !data.user) {
    return formReply(400, { intent: "sign-in", formError: m.noSession, errors: {}, values: parsed.values });
  }
  // The page asked for, else the account's landing: admins the lead inbox (ADR 048).
  throw redirect(await destinationAfterSignIn(supabase, redirectTo, data.user.id));
}

export async function signUp(form: FormData, context: AppLoadContext, origin: string, request: Request) {
  const parsed = parseForm(signUpSchema, form, { secret: ["password"] });
  const limited = await checkRateLimit(context.env, "signUp", visitorKey(request));
  if (limited) return tooMany("sign-up", limited, parsed.values);
  if (!parsed.ok) {
    const formError = credentialsMissing(parsed.values.email, form)
      ? m.missingCredentials
      : (parsed.errors.fullName ?? m.fixErrors);
    return formReply(400, { intent: "sign-up", formError, errors: parsed.errors, values: parsed.values });
  }
  const { email, password, fullName, redirectTo } = parsed.data;
  const { supabase } = context.auth.client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: `${origin}/auth` },
  });
  // A taken address answers as a new one does where confirmation is on (the hosted project):
  // "check your email", so the form cannot be used to find out who has an account (ADR 026).
  // The same for an address waiting for its confirmation: the auth server's limit on emails per
  // account (429) would tell it has one; logged, not shown (issue 24).
  const tells =
    error?.code === "user_already_exists" || error?.code === "email_exists" || isPerAccountEmailLimit(error);
  if (tells) {
    if (error?.status === 429) console.warn("Sign-up confirmation not sent again:", error.code, error.message);
    return formReply(200, { intent: "sign-up", notice: m.confirmEmail, errors: {}, values: parsed.values });
  }
  if (error) return authFailure("sign-up", error, parsed.values);
  // Projects that require email confirmation return a user without a session.
  if (!data.session)
    return formReply(200, { intent: "sign-up", notice: m.confirmEmail, errors: {}, values: parsed.values });
  throw redirect(safeRedirect(redirectTo));
}

/**
 * GoTrue's limit of one email of a kind per account and interval: 429 `over_email_send_rate_limit`
 * with "For security purposes, you can only request this after N seconds." Only an address with an
 * account meets it. Its project-wide email cap shares the code but not the words, and answers every
 * address alike.
 */
function isPerAccountEmailLimit(error: AuthError | null | undefined): boolean {
  return (
    error?.status === 429 &&
    error.code === "over_email_send_rate_limit" &&
    /^For security purposes/i.test(error.message)
  );
}

export async function requestPasswordReset(form: FormData, context: AppLoadContext, origin: string, request: Request) {
  const parsed = parseForm(forgotPasswordSchema, form);
  const limited = await checkRateLimit(context.env, "recovery", visitorKey(request));
  if (limited) return tooMany("forgot", limited, parsed.values);
  if (!parsed.ok) {
    const formError = parsed.values.email ? m.fixErrors : m.missingEmail;
    return formReply(400, { intent: "forgot", formError, errors: parsed.errors, values: parsed.values });
  }
  const { supabase } = context.auth.client();
  const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, {
    redirectTo: `${origin}/auth/reset`,
  });
  if (error && (isAuthServiceDown(error) || (error.status === 429 && !isPerAccountEmailLimit(error)))) {
    return authFailure("forgot", error, parsed.values);
  }
  // The auth server limits emails per account ("only after N seconds"), which only a known address
  // meets: its 429 is logged, not shown (issue 24). Its limits per project or per client answer
  // every address alike, so they are shown. The site's own limit, per visitor, came first.
  if (error) console.warn("Password reset request failed:", error.status, error.code, error.message);
  // The same answer whether or not the account exists, so the form cannot be used to probe emails.
  return formReply(200, { intent: "forgot", notice: m.resetSent, errors: {}, values: parsed.values });
}

/** Sets the new password of a recovery session; `email` is the account's, which the password may not be. */
export async function updatePassword(form: FormData, context: AppLoadContext, email: string | null) {
  const parsed = parseForm(newPasswordSchema, form, { secret: ["password", "confirmPassword"] });
  const isEmail = parsed.ok ? newPasswordIssue(parsed.data.password, email ?? undefined) : null;
  if (!parsed.ok || isEmail) {
    const errors = parsed.ok ? { password: isEmail! } : parsed.errors;
    const formError = errors.password ?? errors.confirmPassword ?? m.fixErrors;
    return formReply(400, { intent: "reset", formError, errors, values: parsed.values });
  }
  const { supabase } = context.auth.client();
  const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (error) return authFailure("reset", error, parsed.values);
  throw redirect("/dashboard");
}
