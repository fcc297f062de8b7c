/**
 * GoTrue's per-address limit on sign-ins and sign-ups (`[auth.rate_limit] sign_in_sign_ups` in
 * config.toml: that many requests per 5 minutes per address), as a token bucket like the hosted
 * project's: a full bucket allows a burst of its capacity, then one request each time a token
 * refills. Past it: 429 `over_request_rate_limit`. The address is the caller's as GoTrue reads it
 * (clientIp: the site's Worker names its visitor in `Sb-Forwarded-For`; ADR 063).
 */
import { authErrors } from "./auth-errors";
import { clientIp, type Request } from "./http";

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
      const address = clientIp(req);
      const time = now();
      const last = buckets.get(address);
      const tokens = last ? Math.min(capacity, last.tokens + (time - last.at) * perMs) : capacity;
      if (tokens < 1) {
        buckets.set(address, { tokens, at: time });
        throw authErrors.overRequestRateLimit();
      }
      // Map order is insertion order: re-inserting keeps the most recent callers at the end.
      buckets.delete(address);
      buckets.set(address, { tokens: tokens - 1, at: time });
      if (buckets.size > MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
    },
  };
}
