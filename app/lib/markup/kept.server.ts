/**
 * Server markup that is a function of the request's URL and the build alone (a content page's
 * body, the home page's sections), rendered once per isolate and kept: a request the edge cache
 * cannot answer (a signed-in visitor's, a cookie holder's) then costs the Worker the document,
 * not the page's whole render again (issue 21; the frame's markup is kept the same way,
 * site-frame-markup.server.tsx). The newest pages stay: past `KEPT_MARKUP_LIMIT_BYTES` of HTML the
 * least recently used go, so odd query strings cannot grow it without end.
 */
import { normalisedPageUrl } from "~/lib/http/page-query";
import type { Markup } from "./document-markup.server";
import { serverValue } from "./remix-seam";

/** At most this much memory, counting two bytes a character (how V8 holds text past Latin-1). */
export const KEPT_MARKUP_LIMIT_BYTES = 8_000_000;

/**
 * The address a page's markup is kept under and rendered from: its path in lower case (routes match
 * any case) with only the query parameters the page reads (PAGE_QUERY, which a test holds to every
 * parameter the cached pages read). So a visitor with a cookie and a `?utm_source=` of their own
 * reuses the page's one copy, and no stream of made-up queries can churn the kept pages.
 */
export function keptPageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.toLowerCase();
  return normalisedPageUrl(url);
}

type Blocks = Partial<Record<string, Markup>>;

const kept = new Map<string, { blocks: Blocks; bytes: number }>();
let keptBytes = 0;

const sizeOf = (key: string, blocks: Blocks) =>
  2 * Object.values(blocks).reduce((sum, block) => sum + (serverValue(block)?.length ?? 0), key.length);

/** The blocks kept under `key`, or `render`'s, kept from now on. */
export function keptMarkup<T extends Blocks>(key: string, render: () => T): T {
  const found = kept.get(key);
  if (found) {
    // Most recently used last: eviction takes from the front.
    kept.delete(key);
    kept.set(key, found);
    return found.blocks as T;
  }
  const blocks = render();
  const bytes = sizeOf(key, blocks);
  if (bytes > KEPT_MARKUP_LIMIT_BYTES) return blocks;
  kept.set(key, { blocks, bytes });
  keptBytes += bytes;
  for (const [oldest, entry] of kept) {
    if (keptBytes <= KEPT_MARKUP_LIMIT_BYTES) break;
    kept.delete(oldest);
    keptBytes -= entry.bytes;
  }
  return blocks;
}

/** How much is kept, for tests. */
export const keptMarkupSize = () => ({ entries: kept.size, bytes: keptBytes });
