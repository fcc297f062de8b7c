/**
 * GoTrue errors in the 2024-01-01 API shape (`{code, message}`); every /auth/v1 response also
 * carries `X-Supabase-Api-Version: 2024-01-01`, without which auth-js ignores `code`.
 */
import { json, type Response } from "./http";

export const API_VERSION_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" } as const;

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return json(this.status, { code: this.code, message: this.message, ...this.extra }, { ...API_VERSION_HEADERS });
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  badJson: () => new AuthError(400, "bad_json", "Could not parse request body as JSON"),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, "weak_password", message, { weak_password: { reasons, message } }),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  emailExists: () => new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  refreshTokenNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) => new AuthError(403, "bad_jwt", `invalid JWT: ${detail}`),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  notFound: () => new AuthError(404, "not_found", "Not found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method not allowed"),
  unexpected: () =>
    new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};
