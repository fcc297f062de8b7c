import { RATE_LIMITS, type RateLimitName } from "./rate-limits";
import { visitorKeyOf } from "./visitor-key";

/**
 * The visitor's address as Cloudflare reports it. In production Cloudflare sets CF-Connecting-IP
 * on every request and overwrites any value a client sends; wrangler dev passes a client's header
 * through and otherwise sets 127.0.0.1 (measured with wrangler 4.86), which lets the e2e suite give
 * each test its own address.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/** The key the visitor is counted by: the address, an IPv6 one by its /64 (visitor-key.ts). */
export const visitorKey = (request: Request): string => visitorKeyOf(clientAddress(request));

export interface Limited {
  name: RateLimitName;
  /** Seconds to wait: the limiter reports no reset time, so its whole window. */
  retryAfterSeconds: number;
}

const warned = new Set<string>();

/**
 * Counts one request against the named limit for `key`; answers what to tell the visitor when it
 * is over, else null. A missing binding or a failing limiter lets the request through (logged):
 * forms must keep working if the limiter has a bad day.
 */
export async function checkRateLimit(env: Env, name: RateLimitName, key: string): Promise<Limited | null> {
  const rule = RATE_LIMITS[name];
  const binding = env[rule.binding];
  if (!binding) {
    if (!warned.has(rule.binding)) console.warn(`Rate limit ${rule.binding} is not bound; not limiting ${name}.`);
    warned.add(rule.binding);
    return null;
  }
  try {
    const { success } = await binding.limit({ key: `${name}:${key}` });
    return success ? null : { name, retryAfterSeconds: rule.periodSeconds };
  } catch (error) {
    console.error(`Rate limit ${name} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The first limit of several that is over, checking each (every check counts the request). */
export async function firstLimited(checks: Array<Promise<Limited | null>>): Promise<Limited | null> {
  return (await Promise.all(checks)).find((limited) => limited !== null) ?? null;
}

/** Headers of a 429 answer. */
export function retryAfterHeaders(limited: Limited): Record<string, string> {
  return { "Retry-After": String(limited.retryAfterSeconds) };
}
