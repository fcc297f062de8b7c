/** The honeypot field of the public lead forms (see components/forms/honeypot-field.tsx). */
export const HONEYPOT_FIELD = "website_address_2";

/** True when the hidden field came back filled in: a bot, not a person. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
