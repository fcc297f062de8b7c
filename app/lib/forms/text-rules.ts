/**
 * Characters no form field may carry. Postgres text cannot hold NUL, and the auth server fails
 * on it (which the site would otherwise report as an outage, 503); the other control characters
 * have no business in a name, an email or a company. Multi-line fields keep tab and line breaks.
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) count too: a
 * right-to-left override in a lead's name reorders what the admin reads in the inbox, and
 * right-to-left text needs none of them (issue 35 §6).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** `bidi: false` lets the bidirectional controls through (a password: never shown, maybe set before the rule). */
export function hasControlCharacters(value: string, { multiline = false, bidi = true } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) || (bidi && BIDI_CONTROLS.test(value));
}

/** What a field carrying control characters answers, in every form (parseForm) and the inbox search. */
export const CONTROL_CHARACTERS_MESSAGE = "Please remove the invisible control characters from this field.";
