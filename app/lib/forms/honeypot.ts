/**
 * The lead forms' bot traps (components/forms/honeypot-field.tsx renders them; the server checks
 * them in honeypot.server.ts): a field people never see, whose name gets a random suffix on each
 * render, and an encrypted "not before" time. A form that fills the field, or comes back sooner
 * than a person could have filled it in, is dropped as if it had been stored.
 */

/** The hidden field's name, before its random suffix. */
export const HONEYPOT_FIELD = "website_address_2";

/** The field holding the encrypted time from which the form may be sent. */
export const HONEYPOT_VALID_FROM_FIELD = "form_rendered";

/**
 * How long after the form is rendered it may be sent. Filling a name, an email and a message
 * takes a person longer, even with the browser's autofill; spam scripts post within a second.
 */
export const MIN_FILL_SECONDS = 3;

/** What the page needs to render the traps (remix-utils' HoneypotInputProps). */
export interface HoneypotFields {
  nameFieldName: string;
  validFromFieldName: string | null;
  encryptedValidFrom: string;
}
