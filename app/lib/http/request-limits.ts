/**
 * Sizes the site refuses to go past, in one place (ADR 021). Each is far above what a person
 * using the site sends, and low enough that a hostile request costs the Worker little.
 */

/** A form post's body: the longest lead form is about 5 KB with every field full. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * How much of a body over its limit is read and thrown away before the answer (413). Cancelling
 * the stream at once left the local runtime (wrangler dev) stalling the next requests for 10–40 s;
 * draining lets the connection finish cleanly. Past this the rest is left unread (never cancelled,
 * form-data.ts says why) and the runtime discards it or closes the connection: a client sending more
 * is not one the site keeps reading for.
 */
export const BODY_DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/** A web-vitals beacon: a page path and five metrics are a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The longest redirect target the site writes into a Location header (a guard's sign-in link with
 * its `redirectTo`, a permanent redirect with the visitor's query) and the longest `redirectTo`
 * sign-in honours. Past it the return path or query is left out: a 60 KB URL must not become a
 * 60 KB response header that proxies and clients refuse.
 */
export const REDIRECT_MAX_LENGTH = 2048;
