import type { AppLoadContext } from "@remix-run/cloudflare";
import { profileMessages as m } from "~/content/projects";
import { parseForm } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import { checkRateLimit, retryAfterHeaders } from "../limits/rate-limit.server";
import { rateLimitMessages } from "~/content/limits";
import { describeAuthError, isAuthServiceDown, visitorErrorStatus } from "./errors";
import { newPasswordIssue } from "./schemas";
import { changePasswordSchema, fullNameSchema, type ChangePasswordField, type FullNameField } from "./profile-schemas";
import { checkCurrentPassword, setPassword, updateFullName } from "./profile.server";
import type { Viewer } from "./viewer";
import { authMessages } from "~/content/auth";

/** `intent=name`: saves the full name. 1 query. */
export async function saveName(form: FormData, context: AppLoadContext, viewer: Viewer) {
  const parsed = parseForm(fullNameSchema, form);
  if (!parsed.ok) {
    return formReply<FullNameField, "name">(400, {
      intent: "name",
      formError: m.fixErrors,
      errors: parsed.errors,
      values: parsed.values,
    });
  }
  if (!(await updateFullName(context, viewer, parsed.data.fullName))) {
    return formReply<FullNameField, "name">(503, {
      intent: "name",
      formError: authMessages.unavailable,
      errors: {},
      values: parsed.values,
    });
  }
  return formReply<FullNameField, "name">(200, {
    intent: "name",
    notice: m.nameSaved,
    errors: {},
    values: parsed.values,
  });
}

/**
 * `intent=password`: the current password is checked again (a throwaway sign-in, counted against
 * the account's sign-in limit, so this form cannot be used to guess it), then the new one is set
 * on the viewer's session. 3 auth requests (sign-in, its sign-out, the update).
 */
export async function changePassword(form: FormData, context: AppLoadContext, viewer: Viewer) {
  const reply = (
    status: number,
    formError: string | undefined,
    errors: Partial<Record<ChangePasswordField, string>> = {},
    headers?: HeadersInit,
  ) =>
    formReply<ChangePasswordField, "password">(status, { intent: "password", formError, errors, values: {} }, headers);
  const parsed = parseForm(changePasswordSchema, form, { secret: ["currentPassword", "password", "confirmPassword"] });
  if (!parsed.ok) return reply(400, m.fixErrors, parsed.errors);
  // The schema judges the password alone; the account's email is the viewer's.
  const isEmail = newPasswordIssue(parsed.data.password, viewer.email ?? undefined);
  if (isEmail) return reply(400, m.fixErrors, { password: isEmail });
  const limited = viewer.email ? await checkRateLimit(context.env, "signInEmail", viewer.email.toLowerCase()) : null;
  if (limited) return reply(429, rateLimitMessages.tooManySignIns, {}, retryAfterHeaders(limited));
  const check = await checkCurrentPassword(context, viewer, parsed.data.currentPassword);
  if (check === "wrong") return reply(400, m.currentPasswordWrong, { currentPassword: m.currentPasswordWrong });
  if (check !== "correct") {
    return reply(
      isAuthServiceDown(check.error) ? 503 : visitorErrorStatus(check.error),
      describeAuthError(check.error),
    );
  }
  const error = await setPassword(context, parsed.data.password);
  if (error)
    return reply(isAuthServiceDown(error) ? 503 : visitorErrorStatus(error), describeAuthError(error), {
      password: describeAuthError(error),
    });
  return formReply<ChangePasswordField, "password">(200, {
    intent: "password",
    notice: m.passwordChanged,
    errors: {},
    values: {},
  });
}
