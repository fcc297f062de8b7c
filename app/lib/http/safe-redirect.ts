import { REDIRECT_MAX_LENGTH } from "./request-limits";

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * A same-site path to send the visitor to after signing in, or the fallback.
 * Rejects anything that could leave the site: `//host`, `/\host`, absolute URLs,
 * backslashes and control characters anywhere.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (!isSameSitePath(to)) return fallback;
  try {
    const base = "https://same-site.invalid";
    const resolved = new URL(to, base);
    if (resolved.origin !== base) return fallback;
    // Normalising can itself produce "//host" ("/.//host", "/a/..//host"): check the result too.
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return isSameSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isSameSitePath(to: unknown): to is string {
  if (typeof to !== "string" || to.length === 0 || to.length > REDIRECT_MAX_LENGTH) return false;
  if (!to.startsWith("/") || to.startsWith("//")) return false;
  return ![...to].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
