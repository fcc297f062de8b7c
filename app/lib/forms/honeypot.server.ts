import { createHmac } from "node:crypto";
import {
  HONEYPOT_FIELD,
  HONEYPOT_VALID_FROM_FIELD,
  MIN_FILL_SECONDS,
  TRAP_MAX_AGE_SECONDS,
  type HoneypotFields,
} from "./honeypot";

let warnedMissingSecret = false;

/**
 * The secret the renders are signed with (HONEYPOT_SECRET, a Worker secret), so that any isolate in
 * any data centre can check what another rendered, a page rendered before a deploy can still be
 * sent after it, and a bot cannot forge a render (an id, or an older time). Without the secret the
 * time trap is off, only the hidden field is checked and each submission gets an id of its own
 * (logged once).
 */
function secretOf(env: Env): string | undefined {
  const secret = env.HONEYPOT_SECRET;
  if (!secret && !warnedMissingSecret) {
    warnedMissingSecret = true;
    console.error("HONEYPOT_SECRET is not set: the lead forms' time trap is off.");
  }
  return secret || undefined;
}

const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`lead-form-render:${payload}`).digest("base64url");

/** 32 hex digits. Made per render, inside a request (Workers draw random bytes only there). */
function randomSuffix(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares in a time that does not depend on where the texts differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const RENDER = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/;

/**
 * The traps of a form that may be sent from `validFrom` (ms) on: the hidden field's name, and the
 * render `{validFrom}.{id}.{signature}`. The id, a random UUID, becomes the submission's id.
 */
function trapsFrom(env: Env, validFrom: number): HoneypotFields {
  const secret = secretOf(env);
  const nameFieldName = `${HONEYPOT_FIELD}_${randomSuffix()}`;
  if (!secret) return { nameFieldName, validFromFieldName: null, encryptedValidFrom: "" };
  const payload = `${Math.trunc(validFrom)}.${crypto.randomUUID()}`;
  return {
    nameFieldName,
    validFromFieldName: HONEYPOT_VALID_FROM_FIELD,
    encryptedValidFrom: `${payload}.${signature(secret, payload)}`,
  };
}

/** The traps of a form rendered at `now`: sendable from MIN_FILL_SECONDS later, for an hour. */
export function honeypotFields(env: Env, now = Date.now()): HoneypotFields {
  return trapsFrom(env, now + MIN_FILL_SECONDS * 1000);
}

/**
 * The traps for a page's loader. A form sent back after a refused submission (the loader then
 * runs for the POST, whose form Content-Type Remix keeps; and the action renders it so) may be
 * sent again at once: its sender has already spent the time filling it in, and fixing one field
 * can take less. Either way it is a new render with an id of its own: nothing was stored under the
 * refused one's.
 */
export function honeypotFieldsFor(request: Request, env: Env): HoneypotFields {
  const resent = /form/i.test(request.headers.get("Content-Type") ?? "");
  return resent ? trapsFrom(env, Date.now()) : honeypotFields(env);
}

/**
 * What the traps say of a submitted form:
 * - `bot`: the hidden field filled, or the render missing, forged or still too fresh (sent
 *   faster than a person types). Thanked as a person, nothing stored.
 * - `expired`: a genuine render older than TRAP_MAX_AGE_SECONDS. Refused, answers kept.
 * - `person`: to be stored under `submissionId` (the render's id; null without the secret, then
 *   the store makes one).
 */
export type TrapVerdict = { kind: "person"; submissionId: string | null } | { kind: "bot" } | { kind: "expired" };

export function checkTraps(env: Env, form: FormData, now = Date.now()): TrapVerdict {
  const secret = secretOf(env);
  const trap = [...form.keys()].find((name) => name.startsWith(HONEYPOT_FIELD));
  if (trap !== undefined && form.get(trap) !== "") return { kind: "bot" };
  if (!secret) return { kind: "person", submissionId: null };
  // A page always sends both; a script posting the form without the page sends neither.
  const render = form.get(HONEYPOT_VALID_FROM_FIELD);
  if (trap === undefined || typeof render !== "string") return { kind: "bot" };
  const parts = RENDER.exec(render);
  if (!parts) return { kind: "bot" };
  const [, validFrom, id, signed] = parts as unknown as [string, string, string, string];
  if (!sameText(signed, signature(secret, `${validFrom}.${id}`))) return { kind: "bot" };
  const from = Number(validFrom);
  if (now < from) return { kind: "bot" };
  if (now > from + TRAP_MAX_AGE_SECONDS * 1000) return { kind: "expired" };
  return { kind: "person", submissionId: id };
}

/**
 * A page the edge cache kept, with a render of its own in each lead form's trap (server.ts, on
 * every cache hit): the copy is served to many visitors, who would otherwise share one render id,
 * and every lead after the first would be refused as the same form sent again. The time is the
 * visit's, so the minimum fill time and the hour count from when this visitor got the page.
 */
export function withFreshRenders(page: Response, env: Env): Response {
  if (!env.HONEYPOT_SECRET) return page;
  return new HTMLRewriter()
    .on(`input[name="${HONEYPOT_VALID_FROM_FIELD}"]`, {
      element(input) {
        input.setAttribute("value", honeypotFields(env).encryptedValidFrom);
      },
    })
    .transform(page);
}
