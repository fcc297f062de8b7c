/**
 * Copy of the account and admin frame (the sidebar). The root layout draws the frame on every
 * account page, so this file stays small: each page's copy is in account-pages.ts, the list
 * building blocks' in account-lists.ts, and only the route that shows them loads them.
 */
export const accountCopy = {
  navLabel: "Account",
  signedInAs: "Signed in as",
  unnamed: "your account",
  adminBadge: "Admin",
} as const;
