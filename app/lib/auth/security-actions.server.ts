/** /profile's account-security intents: two-step apps and sessions (docs/product.md §5.7). */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { sessionsCopy } from "~/content/account-security";
import { authMessages } from "~/content/auth";
import type { FormReply } from "../forms/reply";
import { isAuthServiceDown } from "./errors";
import { signOutOthers } from "./sessions.server";
import { signOutHere } from "./sign-out.server";
import { confirmEnrolment, removeTotp, startEnrolment } from "./two-step-actions.server";
import type { Viewer } from "./viewer";

export const SECURITY_INTENTS = [
  "totp-enrol",
  "totp-confirm",
  "totp-remove",
  "sign-out-others",
  "sign-out-here",
] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

export function isSecurityIntent(intent: string | undefined): intent is SecurityIntent {
  return SECURITY_INTENTS.includes(intent as SecurityIntent);
}

async function endOtherSessions(context: AppLoadContext) {
  const error = await signOutOthers(context);
  const status = error ? (isAuthServiceDown(error) ? 503 : 400) : 200;
  const body: FormReply<never, "sign-out-others"> = error
    ? {
        intent: "sign-out-others",
        formError: isAuthServiceDown(error) ? authMessages.unavailable : error.message,
        errors: {},
        values: {},
      }
    : { intent: "sign-out-others", notice: sessionsCopy.othersEnded, errors: {}, values: {} };
  return data(body, { status });
}

/** Runs one of the intents; the route has already confirmed the viewer (requireViewer). */
export async function securityAction(
  intent: SecurityIntent,
  form: FormData,
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
) {
  switch (intent) {
    case "totp-enrol":
      return startEnrolment(form, context);
    case "totp-confirm":
      return confirmEnrolment(form, request, context, viewer);
    case "totp-remove":
      return removeTotp(form, context);
    case "sign-out-others":
      return endOtherSessions(context);
    case "sign-out-here":
      // A thrown redirect keeps the action's data type to the forms' replies.
      throw await signOutHere(request, context);
  }
}
