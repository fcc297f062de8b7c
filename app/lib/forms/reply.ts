/**
 * The one answer every form action gives when it does not redirect (ADR 010): a message for the
 * whole form, a message per field, and what the visitor typed, so the page comes back filled.
 * Secret fields (passwords) are never echoed.
 */
export interface FormReply<K extends string = string, I extends string = string> {
  /** Which form of the page answered, where a page holds several (sign in, sign up, reset). */
  intent?: I;
  /** Shown above the form: why it was not accepted. */
  formError?: string;
  /** Shown in place of an error when the form was accepted but the page stays (a sent link). */
  notice?: string;
  errors: Partial<Record<K, string>>;
  values: Partial<Record<K, string>>;
}

/** The reply for the form named `intent`, or undefined when another form of the page answered. */
export function replyFor<R extends { intent?: string }>(reply: R | undefined, intent: string): R | undefined {
  return reply?.intent === intent ? reply : undefined;
}
