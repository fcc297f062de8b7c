/**
 * GoTrue's per-address limit on sign-ins and sign-ups (`[auth.rate_limit] sign_in_sign_ups` in
 * config.toml: that many requests per 5 minutes per address), as a token bucket like the hosted
 * project's: a full bucket allows a burst of its capacity, then one request each time a token
 * refills. Past it: 429 `over_request_rate_limit`. The address is the one a caller cannot choose
 * (ADR 063): `Sb-Forwarded-For` only from a caller holding the secret key (a server naming its
 * visitor), else the socket's. Any caller may write `X-Forwarded-For` or `Sb-Forwarded-For`, so
 * neither counts otherwise: a new value on every try would make a new bucket.
 */
import { authErrors } from "./auth-errors";
import { header, peerIp, sbForwardedFor, type Request } from "./http";
import { LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";

const SERVER_KEYS = new Set([LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY]);

/** The address a request is limited by. */
export function limitedAddress(req: Request): string {
  const key = header(req, "apikey");
  return (key && SERVER_KEYS.has(key) && sbForwardedFor(req)) || peerIp(req);
}

const WINDOW_SECONDS = 300;
/** Buckets kept at most; the fullest (the oldest, once refilled) are forgotten first. */
const MAX_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export interface AddressLimiter {
  /** Takes one token for the request's address, or throws the 429. */
  take(req: Request): void;
}

export function addressLimiter(capacity: number, now: () => number = Date.now): AddressLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = capacity / (WINDOW_SECONDS * 1000);
  return {
    take(req) {
      const address = limitedAddress(req);
      const time = now();
      const last = buckets.get(address);
      const tokens = last ? Math.min(capacity, last.tokens + (time - last.at) * perMs) : capacity;
      // Map order is insertion order: re-inserting keeps the most recent callers, refused ones too,
      // at the end, so a flood of new addresses forgets the quiet ones first.
      buckets.delete(address);
      if (tokens < 1) {
        buckets.set(address, { tokens, at: time });
        throw authErrors.overRequestRateLimit();
      }
      buckets.set(address, { tokens: tokens - 1, at: time });
      if (buckets.size > MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
    },
  };
}
