/** The audit preview's fetch limits (fetch-page.server.ts), which its report's words name too. */
export const FETCH_LIMITS = {
  /** The whole fetch, redirects and body included. */
  timeoutMs: 8_000,
  /** Bytes of body read (after any content encoding is undone); the rest is not read. */
  maxBytes: 2 * 1024 * 1024,
  /** Redirects followed; one more is "too many redirects". */
  maxHops: 5,
} as const;
