import type { AuthError } from "@supabase/supabase-js";
import { weakPasswordReasons } from "~/content/auth";
import { rateLimitMessages } from "~/content/limits";

/** The auth server's message, made readable; its wording is kept where the product relies on it. */
export function describeAuthError(error: AuthError): string {
  // The auth server's own limit per address (ADR 063) reads as the site's.
  if (error.code === "over_request_rate_limit") return rateLimitMessages.tooMany;
  if (error.code === "weak_password") {
    const reasons = (error as AuthError & { reasons?: string[] }).reasons ?? [];
    const explained = reasons.map((reason) => weakPasswordReasons[reason] ?? reason);
    return explained.length ? `${error.message} The password is weak: ${explained.join("; ")}.` : error.message;
  }
  return error.message;
}

/** Network failures and 5xx answers mean the service is down, not that the visitor erred. */
export function isAuthServiceDown(error: AuthError): boolean {
  return error.name === "AuthRetryableFetchError" || (error.status ?? 0) >= 500 || error.status === 0;
}

/** The status to answer with for an auth error the visitor caused (4xx from the server, else 400). */
export function visitorErrorStatus(error: AuthError): number {
  return error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
}
