/** Copy of the account and admin frame (the pages' own copy sits beside each page's content). */
export const accountCopy = {
  navLabel: "Account",
  signedInAs: "Signed in as",
  unnamed: "your account",
  adminSuffix: "(administrator)",
} as const;
