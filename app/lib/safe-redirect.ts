export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * A same-site path to send the visitor to after signing in, or the fallback.
 * Rejects anything that could leave the site: `//host`, `/\host`, absolute URLs,
 * backslashes and control characters anywhere.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const base = "https://same-site.invalid";
    const resolved = new URL(to, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
