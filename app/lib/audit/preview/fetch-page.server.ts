/**
 * The audit preview's fetcher (docs/product.md, "The audit preview's checks"): follows redirects by
 * hand so target-safety.ts judges every hop, sends no cookies and no credentials, names itself with its
 * own user agent, and stops at a time limit and a byte limit. What the target does (time out, refuse
 * the connection, redirect in a loop, answer with a PDF) is a result, never an exception.
 */
import type { PreviewError } from "./report";
import { refuseTarget, type LoopbackAllowance } from "./target-safety";
import { FETCH_LIMITS } from "./fetch-limits";

export interface FetchPageOptions {
  allowance?: LoopbackAllowance;
  fetcher?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxHops?: number;
  /** The site's origin, for the user agent's link to the page explaining the bot (/audit-bot). */
  siteUrl?: string;
  /** A clock in milliseconds (tests); Date.now by default. */
  now?: () => number;
  /** The Accept header; an HTML page's by default. */
  accept?: string;
  /**
   * Asked before each request with the host it goes to: false stops the fetch there ("host-busy").
   * The preview counts every host it reaches against that host's limit, redirects included.
   */
  mayContact?: (hostname: string) => Promise<boolean>;
}

export interface FetchedPage {
  requestedUrl: string;
  /** The last URL requested (the page, or the hop where it stopped). */
  finalUrl: string;
  hops: { url: string; status: number }[];
  /** The last response's status; null when none came. */
  status: number | null;
  headers: Headers | null;
  /** The Content-Type header as sent, or null. */
  contentType: string | null;
  /** The Content-Encoding header (gzip, br …), or null: whether the page travelled compressed. */
  contentEncoding: string | null;
  body: Uint8Array;
  bytesRead: number;
  truncated: boolean;
  /** From the first request to the last response's headers; null when none came. */
  ttfbMs: number | null;
  totalMs: number;
  error?: PreviewError;
  /** When error is "refused-hop": the address refused and why. */
  refused?: { url: string; reason: string };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const EMPTY = new Uint8Array(0);

/** The user agent, naming the page that explains the bot. */
export function auditUserAgent(siteUrl: string | undefined): string {
  let origin = "";
  try {
    origin = siteUrl ? new URL(siteUrl).origin : "";
  } catch {
    origin = "";
  }
  return `RankwellAudit/1.0 (+${origin}/audit-bot)`;
}

class Aborted extends Error {}

/** Fetches url, following at most maxHops redirects, each one re-checked by refuseTarget. */
export async function fetchPage(url: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const fetcher = options.fetcher ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxHops = options.maxHops ?? FETCH_LIMITS.maxHops;
  const started = now();

  const controller = new AbortController();
  let timedOut = false;
  let rejectOnAbort: (reason: unknown) => void = () => {};
  const abortedPromise = new Promise<never>((_, reject) => (rejectOnAbort = reject));
  abortedPromise.catch(() => {});
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
    rejectOnAbort(new Aborted("timeout"));
  }, timeoutMs);
  /** Races a step against the time limit, so a fetcher that ignores the signal still stops. */
  const bounded = <T>(promise: Promise<T>) => Promise.race([promise, abortedPromise]);

  const hops: FetchedPage["hops"] = [];
  const seen = new Set<string>();
  let current = new URL(url);
  let response: Response | null = null;
  let ttfbMs: number | null = null;
  const result = (rest: Partial<FetchedPage>): FetchedPage => ({
    requestedUrl: url,
    finalUrl: current.href,
    hops,
    status: response?.status ?? null,
    headers: response?.headers ?? null,
    contentType: response?.headers.get("content-type") ?? null,
    contentEncoding: response?.headers.get("content-encoding") ?? null,
    body: EMPTY,
    bytesRead: 0,
    truncated: false,
    ttfbMs,
    totalMs: Math.max(0, now() - started),
    ...rest,
  });

  try {
    for (let redirects = 0; ; redirects++) {
      const reason = refuseTarget(current, options.allowance);
      if (reason) return result({ error: "refused-hop", refused: { url: current.href, reason } });
      if (options.mayContact) {
        // Asked within the time limit; a limiter that fails or hangs ends the fetch as a result.
        const may = await bounded(options.mayContact(current.hostname)).catch(() => null);
        if (may === null) return result({ error: timedOut ? "timeout" : "unreachable" });
        if (!may)
          return result({ error: "host-busy", refused: { url: current.href, reason: "checked enough this minute" } });
      }
      seen.add(withoutHash(current));

      try {
        response = await bounded(
          fetcher(current.href, {
            method: "GET",
            redirect: "manual",
            signal: controller.signal,
            headers: {
              "User-Agent": auditUserAgent(options.siteUrl),
              Accept: options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
              "Accept-Language": "en",
            },
          }),
        );
      } catch {
        return result({ error: timedOut ? "timeout" : "unreachable" });
      }
      ttfbMs = Math.max(0, now() - started);
      hops.push({ url: current.href, status: response.status });

      const location = response.headers.get("location");
      if (!REDIRECTS.has(response.status) || location === null) break;
      void response.body?.cancel().catch(() => {});
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return result({ error: "refused-hop", refused: { url: location, reason: "not a valid address" } });
      }
      if (seen.has(withoutHash(next))) {
        current = next;
        return result({ error: "loop" });
      }
      if (redirects + 1 > maxHops) {
        current = next;
        return result({ error: "too-many-redirects" });
      }
      current = next;
    }

    const { body, truncated, complete } = await readLimited(response, maxBytes, bounded);
    if (!complete) {
      // The body broke off: the time limit, or the connection dropped.
      return result({ error: timedOut ? "timeout" : "unreachable", body, bytesRead: body.byteLength, truncated });
    }
    return result({ body, bytesRead: body.byteLength, truncated });
  } finally {
    clearTimeout(timer);
  }
}

/** Reads at most maxBytes of the body, then cancels the rest. complete is false when time ran out. */
async function readLimited(
  response: Response,
  maxBytes: number,
  bounded: <T>(promise: Promise<T>) => Promise<T>,
): Promise<{ body: Uint8Array; truncated: boolean; complete: boolean }> {
  if (!response.body) return { body: EMPTY, truncated: false, complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await bounded(reader.read());
      if (done) break;
      const room = maxBytes - size;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        size += room;
        truncated = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    void reader.cancel().catch(() => {});
    return { body: join(chunks, size), truncated, complete: false };
  }
  if (truncated) void reader.cancel().catch(() => {});
  return { body: join(chunks, size), truncated, complete: true };
}

function join(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = "";
  return copy.href;
}
