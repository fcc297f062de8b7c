/** Reading GoTrue request bodies: JSON objects, string fields, email addresses. */
import { hasControlCharacters } from "../../app/lib/forms/text-rules";
import { authErrors } from "./auth-errors";
import { isRecord, parseJsonBody, type Request } from "./http";

export type Body = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A control character in an address: refused before any query (Postgres refuses a NUL: a 500). */
export function assertNoControlCharacters(email: string): void {
  // The site's own rule (its forms refuse the same characters), bidirectional controls aside.
  if (hasControlCharacters(email, { bidi: false }))
    throw authErrors.validation("Unable to validate email address: invalid format");
}

export function readBody(req: Request): Body {
  let body: unknown;
  try {
    body = parseJsonBody(req);
  } catch {
    throw authErrors.badJson();
  }
  if (body === undefined) return {};
  if (!isRecord(body)) throw authErrors.badJson();
  return body;
}

export function stringField(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" ? value : undefined;
}

/** Validates and normalises an email address as GoTrue does (trimmed, lower case). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  assertNoControlCharacters(email);
  if (email.length > 255 || !EMAIL.test(email)) {
    throw authErrors.validation("Unable to validate email address: invalid format");
  }
  return email;
}
