/**
 * What an auth form shows of its reply (ADR 048). When the email or the password is missing, the
 * specification's sentence says so (`missingCredentials`, `missingEmail`, docs/product.md §5.2) and
 * is the only message: the empty fields are marked invalid and described by it, rather than each
 * repeating it in other words under the field. Any other refusal shows its field messages.
 */
import { authMessages } from "~/content/auth";
import type { FormReply } from "~/lib/forms/reply";

const SPECIFICATION_MESSAGES: ReadonlySet<string> = new Set([
  authMessages.missingCredentials,
  authMessages.missingEmail,
]);

export interface ShownErrors<K extends string> {
  /** The message under each field (none when the specification's sentence covers them). */
  errors: Partial<Record<K, string>>;
  /** The fields to mark invalid, each described by the form's message. */
  invalid: Partial<Record<K, boolean>>;
}

export function shownErrors<K extends string>(reply: FormReply<K> | undefined): ShownErrors<K> {
  const errors = reply?.errors ?? {};
  const invalid = Object.fromEntries(Object.keys(errors).map((key) => [key, true])) as Partial<Record<K, boolean>>;
  if (reply?.formError && SPECIFICATION_MESSAGES.has(reply.formError)) return { errors: {}, invalid };
  return { errors, invalid };
}
