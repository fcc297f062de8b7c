/** Reading GoTrue request bodies: JSON objects, string fields, email addresses. */
import { authErrors } from "./auth-errors";
import { isRecord, parseJsonBody, type Request } from "./http";

export type Body = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  if (email.length > 255 || !EMAIL.test(email)) {
    throw authErrors.validation("Unable to validate email address: invalid format");
  }
  return email;
}
