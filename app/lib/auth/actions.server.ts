import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  AUTH_UNAVAILABLE,
  describeAuthError,
  isAuthServiceDown,
  MISSING_CREDENTIALS,
  MISSING_EMAIL,
  MISSING_FULL_NAME,
  NO_SESSION,
  PASSWORDS_DIFFER,
  RESET_SENT,
} from "./errors";
import { formText } from "../http/form-data";
import { safeRedirect } from "../http/safe-redirect";

export type AuthIntent = "sign-in" | "sign-up" | "forgot" | "reset";

/** What an auth form gets back: a message and what the visitor typed (never the password). */
export interface AuthActionData {
  intent: AuthIntent;
  error?: string;
  notice?: string;
  fields: { email: string; fullName: string };
}

function reply(intent: AuthIntent, form: FormData, status: number, message: { error?: string; notice?: string }) {
  const data: AuthActionData = {
    intent,
    ...message,
    fields: { email: formText(form, "email"), fullName: formText(form, "fullName") },
  };
  return json(data, { status });
}

export async function signIn(form: FormData, context: AppLoadContext) {
  const email = formText(form, "email");
  const password = formText(form, "password", { trim: false });
  if (!email || !password) return reply("sign-in", form, 400, { error: MISSING_CREDENTIALS });

  const { supabase } = context.auth.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    if (isAuthServiceDown(error)) return reply("sign-in", form, 503, { error: AUTH_UNAVAILABLE });
    return reply("sign-in", form, error.status && error.status < 500 ? error.status : 400, {
      error: describeAuthError(error),
    });
  }
  if (!data.session || !data.user) return reply("sign-in", form, 400, { error: NO_SESSION });
  throw redirect(safeRedirect(form.get("redirectTo")));
}

export async function signUp(form: FormData, context: AppLoadContext, origin: string) {
  const email = formText(form, "email");
  const password = formText(form, "password", { trim: false });
  const fullName = formText(form, "fullName");
  if (!email || !password) return reply("sign-up", form, 400, { error: MISSING_CREDENTIALS });
  if (!fullName) return reply("sign-up", form, 400, { error: MISSING_FULL_NAME });

  const { supabase } = context.auth.client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: `${origin}/auth` },
  });
  if (error) {
    if (isAuthServiceDown(error)) return reply("sign-up", form, 503, { error: AUTH_UNAVAILABLE });
    return reply("sign-up", form, error.status && error.status < 500 ? error.status : 400, {
      error: describeAuthError(error),
    });
  }
  // Projects that require email confirmation return a user without a session.
  if (!data.session) {
    return reply("sign-up", form, 200, {
      notice: "Check your email to confirm your account, then sign in.",
    });
  }
  throw redirect(safeRedirect(form.get("redirectTo")));
}

export async function requestPasswordReset(form: FormData, context: AppLoadContext, origin: string) {
  const email = formText(form, "email");
  if (!email) return reply("forgot", form, 400, { error: MISSING_EMAIL });
  const { supabase } = context.auth.client();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/auth/reset` });
  if (error && isAuthServiceDown(error)) return reply("forgot", form, 503, { error: AUTH_UNAVAILABLE });
  if (error && error.status !== 429) console.warn("Password reset request failed:", error.code, error.message);
  if (error?.status === 429) return reply("forgot", form, 429, { error: describeAuthError(error) });
  // The same answer whether or not the account exists, so the form cannot be used to probe emails.
  return reply("forgot", form, 200, { notice: RESET_SENT });
}

export async function updatePassword(form: FormData, context: AppLoadContext) {
  const password = formText(form, "password", { trim: false });
  const confirm = formText(form, "confirmPassword", { trim: false });
  if (!password) return reply("reset", form, 400, { error: "Please enter a new password" });
  if (password !== confirm) return reply("reset", form, 400, { error: PASSWORDS_DIFFER });
  const { supabase } = context.auth.client();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    if (isAuthServiceDown(error)) return reply("reset", form, 503, { error: AUTH_UNAVAILABLE });
    return reply("reset", form, error.status && error.status < 500 ? error.status : 400, {
      error: describeAuthError(error),
    });
  }
  throw redirect("/dashboard");
}
