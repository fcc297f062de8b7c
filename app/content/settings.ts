/** Messages of the site settings form (/admin/settings). */
export const settingsMessages = {
  promoRequired: 'Please write the promo banner\'s text (untick "Show" to hide the banner).',
  promoTooLong: "Please keep the banner under 200 characters.",
  phoneInvalid:
    "Please enter a phone number of 7 to 15 digits (spaces, dashes, dots and brackets are fine), or leave it empty to hide the line.",
  providerIdInvalid:
    "Please enter the audit provider's account id (letters, digits, - and _ only), or leave it empty to use the deploy's.",
  crmLoginUrlInvalid:
    "Please enter the CRM's sign-in address starting with https://, like https://crm.yourcompany.com/login, or leave it empty to hide the link.",
  emailInvalid: "Please enter a valid email address, like hello@company.com.",
  fixErrors: "Please correct the highlighted fields and save again.",
  saved: "Settings saved. The home page shows them within a minute; other cached pages within five minutes.",
} as const;

/** The settings page (/admin/settings): its sections, labels and the note on when visitors see a change. */
export const settingsCopy = {
  freshness: (minutes: number) =>
    `Saving updates the home page within a minute. Other pages are cached at the edge and show a change within ${minutes} minutes.`,
  lastSaved: "Last saved",
  neverSaved: "Not saved yet: the site uses its built-in defaults.",
  promo: {
    title: "Promo Banner",
    text: "The line above the header on every public page.",
    label: "Banner text",
    show: "Show the promo banner",
    showHint: "Untick to hide the banner without losing its text.",
    pricingWarning: "This banner does not match the pricing:",
  },
  phones: {
    title: "Phone Numbers",
    text: "Tap-to-call links in the footer, on the contact and demo pages, on each office's card and in the structured data. A line left empty is shown nowhere.",
    tollFree: "Toll-free",
    tampa: "Tampa office",
    miami: "Miami office",
    wyoming: "Wyoming office",
  },
  integrations: {
    title: "Audit, Contact and CRM",
    text: "Where free audits are run, the address visitors write to, and where CRM customers sign in.",
    auditProvider: "Audit provider account id",
    auditProviderHint: "Empty: the id the deploy set (AUDIT_PROVIDER_USER_ID) is used.",
    contactEmail: "Contact email",
    crmLoginUrl: "CRM sign-in address",
    crmLoginUrlHint: "The Login menu's CRM Login link. Empty: the link is not shown.",
  },
  save: "Save settings",
  saving: "Saving…",
} as const;
