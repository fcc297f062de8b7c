/**
 * The two-step forms of /profile and /auth/mfa: start a setup, confirm it with a code, answer a
 * sign-in's code prompt, remove an app. Every code is counted per address and per account before
 * the auth server sees it (rate-limits.ts); its hook locks a factor after five wrong codes in a
 * row and ends the user's sessions, which here expires the cookies and says why on /auth.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { AuthError } from "@supabase/supabase-js";
import { twoStepMessages as m } from "~/content/account-security";
import { authMessages } from "~/content/auth";
import { parseForm } from "../forms/parse";
import { checkRateLimit, firstLimited, retryAfterHeaders, visitorKey } from "../limits/rate-limit.server";
import { safeRedirect } from "../http/safe-redirect";
import { isAuthServiceDown } from "./errors";
import { landingFor } from "./landing.server";
import { enrolTotp, removeFactor, verifyTotp } from "./mfa.server";
import { enrolSchema, factorCodeSchema, removeFactorSchema } from "./security-schemas";
import { expireAuthCookies } from "./supabase.server";
import type { TwoStepReply } from "./two-step";
import type { Viewer } from "./viewer";

function reply(status: number, body: TwoStepReply, headers?: HeadersInit) {
  return data<TwoStepReply>(body, { status, headers });
}

/** What a refused code or setup means to the viewer, and the status to answer with. */
function describe(error: AuthError): { status: number; message: string } {
  if (isAuthServiceDown(error)) return { status: 503, message: authMessages.unavailable };
  switch (error.code) {
    case "mfa_verification_failed":
      return { status: 400, message: m.wrongCode };
    case "mfa_challenge_expired":
    case "mfa_factor_not_found":
    case "mfa_ip_address_mismatch":
      return { status: 400, message: m.enrolExpired };
    case "mfa_factor_name_conflict":
      return { status: 409, message: m.nameTaken };
    case "insufficient_aal":
      return { status: 403, message: m.needsCode };
    default:
      // The project's hook words its own refusals ("This code was already used…").
      return { status: error.status && error.status < 500 ? error.status : 400, message: error.message };
  }
}

/** The hook locked the factor and the auth server ended every session: sign out here too. */
function lockedOut(request: Request, context: AppLoadContext): Response {
  const headers = new Headers();
  expireAuthCookies(request, context.env, headers);
  return redirect("/auth?error_code=mfa-locked", { headers });
}

async function codeLimit(request: Request, context: AppLoadContext, viewer: Viewer) {
  return firstLimited([
    checkRateLimit(context.env, "factorVerify", visitorKey(request)),
    checkRateLimit(context.env, "factorVerifyAccount", viewer.id),
  ]);
}

/** `intent=totp-enrol`: a new unverified factor; its QR code and key come back with the reply. */
export async function startEnrolment(form: FormData, context: AppLoadContext) {
  const parsed = parseForm(enrolSchema, form);
  if (!parsed.ok)
    return reply(400, {
      intent: "totp-enrol",
      formError: parsed.errors.name,
      errors: parsed.errors,
      values: parsed.values,
    });
  const enrolment = await enrolTotp(context, parsed.data.name);
  if ("error" in enrolment) {
    const { status, message } = describe(enrolment.error);
    return reply(status, {
      intent: "totp-enrol",
      formError: message,
      errors: { name: message },
      values: parsed.values,
    });
  }
  return reply(200, {
    intent: "totp-enrol",
    errors: {},
    values: { ...parsed.values, factorId: enrolment.factorId },
    enrolment,
  });
}

/**
 * `intent=totp-confirm` (a setup) or `intent=mfa-verify` (a sign-in's prompt): one code for one
 * factor. Success raises the session to aal2; the caller decides where to go next.
 */
export async function answerCode(
  intent: "totp-confirm" | "mfa-verify",
  form: FormData,
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
): Promise<ReturnType<typeof reply> | null> {
  const parsed = parseForm(factorCodeSchema, form);
  const values = { factorId: parsed.values.factorId };
  const limited = await codeLimit(request, context, viewer);
  if (limited) return reply(429, { intent, formError: m.tooMany, errors: {}, values }, retryAfterHeaders(limited));
  if (!parsed.ok) {
    const formError = parsed.errors.code ?? parsed.errors.factorId;
    return reply(400, { intent, formError, errors: parsed.errors, values });
  }
  const error = await verifyTotp(context, parsed.data.factorId, parsed.data.code);
  if (!error) return null;
  if (error.code === "mfa_verification_rejected") throw lockedOut(request, context);
  const { status, message } = describe(error);
  return reply(status, { intent, formError: message, errors: { code: message }, values });
}

/** `intent=totp-confirm` on /profile: the setup is confirmed and the page says so. */
export async function confirmEnrolment(form: FormData, request: Request, context: AppLoadContext, viewer: Viewer) {
  const refused = await answerCode("totp-confirm", form, request, context, viewer);
  return refused ?? reply(200, { intent: "totp-confirm", notice: m.enrolled, errors: {}, values: {} });
}

/** `intent=mfa-verify` or `totp-confirm` on /auth/mfa: on success, back to the page asked for. */
export async function passSecondStep(
  intent: "totp-confirm" | "mfa-verify",
  form: FormData,
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  redirectTo: string | null,
) {
  const refused = await answerCode(intent, form, request, context, viewer);
  if (refused) return refused;
  throw redirect(safeRedirect(redirectTo, landingFor(viewer)));
}

/** `intent=totp-remove`: removes one of the viewer's apps. */
export async function removeTotp(form: FormData, context: AppLoadContext) {
  const parsed = parseForm(removeFactorSchema, form);
  if (!parsed.ok)
    return reply(400, { intent: "totp-remove", formError: parsed.errors.factorId, errors: {}, values: parsed.values });
  const error = await removeFactor(context, parsed.data.factorId);
  if (error) {
    const { status, message } = describe(error);
    return reply(status, { intent: "totp-remove", formError: message, errors: {}, values: parsed.values });
  }
  return reply(200, { intent: "totp-remove", notice: m.removed, errors: {}, values: {} });
}
