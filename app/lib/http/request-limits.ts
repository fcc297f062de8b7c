/**
 * Sizes the site refuses to go past, in one place (ADR 021). Each is far above what a person
 * using the site sends, and low enough that a hostile request costs the Worker little.
 */

/** A form post's body: the longest lead form is about 5 KB with every field full. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** A web-vitals beacon: a page path and five metrics are a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The longest `redirectTo` a guard puts in its sign-in link, and the longest one sign-in honours
 * (browsers and proxies cap URLs near 8 KB; a return path past this is not worth keeping).
 */
export const REDIRECT_TO_MAX_LENGTH = 2048;
