/** Settings shared by the routes of one running stand-in (GoTrue's configuration, in short). */
import type { Database } from "./db";
import type { SigningKeys } from "./jwt";
import type { MailboxMessage } from "./mailbox";
import type { AddressLimiter } from "./auth-rate-limits";

export interface StandInConfig {
  db: Database;
  keys: SigningKeys;
  /** Base URL the stand-in answers on, e.g. `http://127.0.0.1:54321` (known once listening). */
  url: string;
  accessTokenTtlSeconds: number;
  bcryptCost: number;
  /** A rotated refresh token used again within this many seconds gets the same successor. */
  refreshTokenReuseIntervalSeconds: number;
  /** A session ends this long after sign-in, and after this long without a refresh (GoTrue's SESSIONS_TIMEBOX, SESSIONS_INACTIVITY_TIMEOUT). */
  sessionTimeboxSeconds: number;
  sessionInactivitySeconds: number;
  /** Sign-ins and sign-ups per address (GoTrue's RATE_LIMIT_SIGN_IN_SIGN_UPS). */
  signInLimiter: AddressLimiter;
  /** Lifetime of every emailed code and link: recovery, magic link, sign-up confirmation (GoTrue's `MAILER_OTP_EXP`). */
  otpExpirySeconds: number;
  /** Minimum time between two emails of one kind to one user (GoTrue's `SMTP_MAX_FREQUENCY`). */
  emailMaxFrequencySeconds: number;
  /** Sign-ups are confirmed at once and signed in (GoTrue's `MAILER_AUTOCONFIRM`). */
  mailerAutoconfirm: boolean;
  /** Lifetime of an MFA challenge (GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION`). */
  mfaChallengeExpirySeconds: number;
  /** Unverified factors without challenges older than this are deleted at the next enrolment. */
  mfaFactorExpirySeconds: number;
  /** Postgres function run on each TOTP verification (GoTrue's MFA verification attempt hook), or null. */
  mfaVerificationAttemptHook: string | null;
  /** Where emailed links point when the request names no acceptable `redirect_to`. */
  siteUrl: string;
  log: (line: string) => void;
  /** Delivers the emails hosted Supabase would send (see mailbox.ts). */
  sendMail: (message: Omit<MailboxMessage, "sentAt">) => void;
}

export const issuer = (config: StandInConfig) => `${config.url}/auth/v1`;
