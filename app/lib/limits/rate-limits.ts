/**
 * Every rate limit of the site, in one place: which binding counts it, its namespace, how many
 * requests a key may make and over how many seconds (Cloudflare's simple limiter takes 10 or 60).
 * wrangler.toml declares the same bindings for local and production (rate-limits.test.ts checks
 * that the two agree). The limits are set where a person never meets them: a visitor sends a
 * contact form or two, audits a few sites, mistypes a password a few times. They are counted per
 * data centre by Cloudflare, per process by wrangler dev.
 */

export interface RateLimitRule {
  /** The Worker binding that counts it. */
  binding: string;
  /** Cloudflare's namespace id (digits), unique per limit within the account. */
  namespaceId: string;
  limit: number;
  periodSeconds: 10 | 60;
  /** What the key is: the visitor's address, the email being signed in to, or the signed-in account. */
  keyedBy: "address" | "email" | "account" | "host";
}

export const RATE_LIMITS = {
  /** Contact and demo-booking forms, per address. */
  leadForm: { binding: "RATE_LIMIT_LEAD_FORMS", namespaceId: "7001", limit: 5, periodSeconds: 60, keyedBy: "address" },
  /** Forms of embedded widgets, per address (a partner's visitors come from many addresses). */
  widgetForm: {
    binding: "RATE_LIMIT_WIDGET_FORMS",
    namespaceId: "7002",
    limit: 10,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** Free audits, per address. */
  audit: { binding: "RATE_LIMIT_AUDITS", namespaceId: "7003", limit: 20, periodSeconds: 60, keyedBy: "address" },
  /** Sign-in attempts, per address (one office may share an address). */
  signIn: { binding: "RATE_LIMIT_SIGN_IN", namespaceId: "7004", limit: 30, periodSeconds: 60, keyedBy: "address" },
  /** Sign-in attempts, per account: guessing one person's password from many addresses. */
  signInEmail: {
    binding: "RATE_LIMIT_SIGN_IN_EMAIL",
    namespaceId: "7005",
    limit: 10,
    periodSeconds: 60,
    keyedBy: "email",
  },
  /** New accounts, per address. */
  signUp: { binding: "RATE_LIMIT_SIGN_UP", namespaceId: "7006", limit: 10, periodSeconds: 60, keyedBy: "address" },
  /** Password-reset emails, per address. */
  recovery: { binding: "RATE_LIMIT_RECOVERY", namespaceId: "7007", limit: 5, periodSeconds: 60, keyedBy: "address" },
  /** Web-vitals beacons, per address: a page view sends one or two (ADR 020). */
  vitals: { binding: "RATE_LIMIT_VITALS", namespaceId: "7008", limit: 30, periodSeconds: 10, keyedBy: "address" },
  /** One-time sign-in codes and confirmation emails requested, per address (each sends an email). */
  emailCode: {
    binding: "RATE_LIMIT_EMAIL_CODES",
    namespaceId: "7009",
    limit: 5,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** Emailed codes tried, per address. */
  codeVerify: {
    binding: "RATE_LIMIT_CODE_VERIFY",
    namespaceId: "7010",
    limit: 20,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** Emailed codes tried, per account (the email): guessing one person's code from many addresses. */
  codeVerifyEmail: {
    binding: "RATE_LIMIT_CODE_VERIFY_EMAIL",
    namespaceId: "7011",
    limit: 5,
    periodSeconds: 60,
    keyedBy: "email",
  },
  /** Authenticator codes tried, per address. */
  factorVerify: {
    binding: "RATE_LIMIT_FACTOR_VERIFY",
    namespaceId: "7012",
    limit: 20,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** Authenticator codes tried, per account (the user id); the auth server's hook locks after 5 wrong in a row. */
  factorVerifyAccount: {
    binding: "RATE_LIMIT_FACTOR_VERIFY_ACCOUNT",
    namespaceId: "7013",
    limit: 10,
    periodSeconds: 60,
    keyedBy: "account",
  },
  /**
   * Pages the audit preview fetches, per audited host (ADR 046): whoever asks, the site fetches
   * one host's pages no more often than this, so it cannot be used to hammer someone's server.
   */
  auditTarget: {
    binding: "RATE_LIMIT_AUDIT_TARGETS",
    namespaceId: "7014",
    limit: 10,
    periodSeconds: 60,
    keyedBy: "host",
  },
  /**
   * Reports the preview's pages make, per audited host (ADR 046): views are not counted by the
   * audit's own limits, and each report fetches the site again unless the cache has it.
   */
  auditReport: {
    binding: "RATE_LIMIT_AUDIT_REPORTS",
    namespaceId: "7015",
    limit: 10,
    periodSeconds: 60,
    keyedBy: "host",
  },
  /**
   * Audit previews looked at (the page and the report alone), per address: a preview's address is
   * its key, and each view of a stored one reads the database. Far above what one person opens.
   */
  previewView: {
    binding: "RATE_LIMIT_PREVIEW_VIEWS",
    namespaceId: "7016",
    limit: 120,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** "Email me this report" sent, per address: each sends an email (issue 34 §4). */
  reportEmail: {
    binding: "RATE_LIMIT_REPORT_EMAILS",
    namespaceId: "7017",
    limit: 5,
    periodSeconds: 60,
    keyedBy: "address",
  },
  /** The same, per recipient: however many addresses ask, one inbox gets only so many. */
  reportEmailTo: {
    binding: "RATE_LIMIT_REPORT_EMAILS_TO",
    namespaceId: "7018",
    limit: 3,
    periodSeconds: 60,
    keyedBy: "email",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
