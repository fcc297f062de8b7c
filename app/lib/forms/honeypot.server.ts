import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD, MIN_FILL_SECONDS, type HoneypotFields } from "./honeypot";

let warnedMissingSecret = false;

/**
 * remix-utils' Honeypot for this request. Constructed per request, never at module scope: it draws
 * random bytes when created, which Workers allow only inside a request. The time is encrypted with
 * HONEYPOT_SECRET, a Worker secret, so that any isolate in any data centre can read what another
 * rendered (a seed made per isolate would fail them), a page rendered before a deploy can still be
 * sent after it (a seed made per deploy would drop those people), and a bot cannot forge an old
 * time (a public value such as the build id would let it). Without the secret the time trap is
 * off and only the hidden field is checked (logged once).
 */
function honeypot(env: Env): Honeypot {
  const secret = env.HONEYPOT_SECRET;
  if (!secret && !warnedMissingSecret) {
    warnedMissingSecret = true;
    console.error("HONEYPOT_SECRET is not set: the lead forms' time trap is off.");
  }
  return new Honeypot({
    nameFieldName: HONEYPOT_FIELD,
    randomizeNameFieldName: true,
    validFromFieldName: secret ? HONEYPOT_VALID_FROM_FIELD : null,
    encryptionSeed: secret,
  });
}

/** The traps of a form rendered now: sendable from MIN_FILL_SECONDS later. */
export function honeypotFields(env: Env, now = Date.now()): HoneypotFields {
  return honeypot(env).getInputProps({ validFromTimestamp: now + MIN_FILL_SECONDS * 1000 });
}

/**
 * The traps for a page's loader. A form sent back after a refused submission (the loader then
 * runs for the POST, whose form Content-Type Remix keeps) may be sent again at once: its sender
 * has already spent the time filling it in, and fixing one field can take less.
 */
export function honeypotFieldsFor(request: Request, env: Env): HoneypotFields {
  const resent = /form/i.test(request.headers.get("Content-Type") ?? "");
  return resent ? honeypotFields(env, Date.now() - MIN_FILL_SECONDS * 1000) : honeypotFields(env);
}

/**
 * Whether a submitted form is a bot's: the hidden field filled, the time missing, unreadable or
 * still in the future. remix-utils skips the check when neither field was sent, so a form posted
 * without the page (a script) is caught here by its missing time.
 */
export function isSpam(env: Env, form: FormData): boolean {
  if (env.HONEYPOT_SECRET && !form.get(HONEYPOT_VALID_FROM_FIELD)) return true;
  try {
    honeypot(env).check(form);
    return false;
  } catch (error) {
    // A time encrypted with another secret does not decrypt: CryptoJS throws a plain Error.
    if (!(error instanceof SpamError))
      console.warn("Honeypot check failed:", error instanceof Error ? error.message : error);
    return true;
  }
}
