/** Messages of the site settings form (/admin/settings). */
export const settingsMessages = {
  promoRequired: 'Please write the promo banner\'s text (untick "Show" to hide the banner).',
  promoTooLong: "Please keep the banner under 200 characters.",
  phoneRequired: "Please enter the phone number.",
  phoneInvalid: "Please enter a phone number with digits, spaces, dashes, dots or brackets.",
  providerIdInvalid: "Please enter the audit provider's account id: letters, digits, - and _ only.",
  emailInvalid: "Please enter a valid email address, like hello@company.com.",
  fixErrors: "Please correct the highlighted fields and save again.",
  saved: "Settings saved. The home page shows them now; other cached pages within five minutes.",
} as const;
