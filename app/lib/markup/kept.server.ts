/**
 * Server markup that is a function of the request's URL and the build alone (a content page's
 * body, the home page's sections), rendered once per isolate and kept: a request the edge cache
 * cannot answer (a signed-in visitor's, a cookie holder's) then costs the Worker the document,
 * not the page's whole render again (issue 21; the frame's markup is kept the same way,
 * site-frame-markup.server.tsx). The newest pages stay: past `KEPT_MARKUP_LIMIT_BYTES` of HTML the
 * least recently used go, so odd query strings cannot grow it without end.
 */
import type { Markup } from "./document-markup.server";

export const KEPT_MARKUP_LIMIT_BYTES = 8_000_000;

type Blocks = Partial<Record<string, Markup>>;

const kept = new Map<string, { blocks: Blocks; bytes: number }>();
let keptBytes = 0;

const sizeOf = (blocks: Blocks) => Object.values(blocks).reduce((sum, block) => sum + (block?.html.length ?? 0), 0);

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
  const bytes = sizeOf(blocks);
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
