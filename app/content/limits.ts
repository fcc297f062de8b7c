/** What a visitor reads when a form is sent more often than the site accepts (429). */
export const rateLimitMessages = {
  /** Above any form answered 429; the form comes back filled. */
  tooMany:
    "You have sent this form several times in a short while. Please wait a minute and send it again; what you typed is still here.",
  /** Sign-in, when one account is tried too often. */
  tooManySignIns:
    "Too many sign-in attempts for this account. Please wait a minute and try again, or reset your password.",
} as const;
