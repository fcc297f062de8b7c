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
  /** GoTrue's answer to a refresh past the session's time-box or inactivity timeout (a bad request, 400). */
  sessionExpired: (inactivity: boolean) =>
    new AuthError(400, "session_expired", `Invalid Refresh Token: Session Expired${inactivity ? " (Inactivity)" : ""}`),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  /** A code typed with its email (`POST /verify` with `token`) that is wrong, used or too old. */
  tokenExpiredOrInvalid: () => new AuthError(403, "otp_expired", "Token has expired or is invalid"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  insufficientAal: () =>
    new AuthError(403, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled."),
  otpDisabled: () => new AuthError(422, "otp_disabled", "Signups not allowed for otp"),
  /** GoTrue's per-address limits (sign-in and sign-up, verification, refresh). */
  overRequestRateLimit: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  overEmailSendRateLimit: (seconds: number) =>
    new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  mfa: {
    factorIdNotUuid: () => new AuthError(404, "validation_failed", "factor_id must be an UUID"),
    factorNotFound: () => new AuthError(404, "mfa_factor_not_found", "Factor not found"),
    challengeNotFound: () =>
      new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found"),
    ipAddressMismatch: () =>
      new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch."),
    challengeExpired: (id: string) =>
      new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
      ),
    verificationFailed: () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered"),
    verificationRejected: (message: string) => new AuthError(403, "mfa_verification_rejected", message),
    enrollNeedsAal2: () => new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor"),
    unenrollNeedsAal2: () => new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor"),
    nameConflict: (name: string) =>
      new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
      ),
    tooManyFactors: () =>
      new AuthError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      ),
    phoneDisabled: () => new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone"),
    webauthnDisabled: () =>
      new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn"),
  },
  /** An auth hook's `{"error": {"http_code", "message"}}`: GoTrue passes both on, with code `unknown`. */
  hookError: (status: number, message: string) =>
    new AuthError(status, status >= 500 ? "unexpected_failure" : "unknown", message),
  notFound: () => new AuthError(404, "not_found", "Not found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method not allowed"),
  unexpected: () =>
    new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};
