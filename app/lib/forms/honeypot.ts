/**
 * The lead forms' bot traps (components/forms/honeypot-field.tsx renders them; the server checks
 * them in honeypot.server.ts): a field people never see, whose name gets a random suffix on each
 * render, and a signed render: a random id and the time from which the form may be sent, signed
 * together. A form that fills the field, or comes back sooner than a person could have filled it
 * in, is dropped as if it had been stored. The render's id is the submission's id (ADR 050): one
 * rendered form makes at most one lead, and the same form sent twice is stored once.
 */

/** The hidden field's name, before its random suffix. */
export const HONEYPOT_FIELD = "website_address_2";

/** The field holding the signed render (its time and id). */
export const HONEYPOT_VALID_FROM_FIELD = "form_rendered";

/**
 * How long after the form is rendered it may be sent. Filling a name, an email and a message
 * takes a person longer, even with the browser's autofill; spam scripts post within a second.
 */
export const MIN_FILL_SECONDS = 3;

/**
 * How long a rendered form may be sent (ADR 050): a trap that lived longer could be collected once
 * and replayed. A person who left the page open longer is asked to send it again, answers kept.
 */
export const TRAP_MAX_AGE_SECONDS = 3600;

/** What the page needs to render the traps (named as remix-utils' HoneypotInputProps were). */
export interface HoneypotFields {
  nameFieldName: string;
  validFromFieldName: string | null;
  /** The signed render: `{validFrom}.{renderId}.{signature}`. */
  encryptedValidFrom: string;
}
