import { concatBytes, indexOfBytes } from "~/lib/http/bytes";

const encoder = new TextEncoder();
const PLACEHOLDER_START = encoder.encode("<template data-late-markup=");

/**
 * Fills the placeholders of late blocks (document-markup.server.ts `lateMarkup`) as the document
 * streams: everything before a placeholder goes out at once, then the stream waits for that
 * block's HTML and writes it in the placeholder's place, and goes on. In document order, so a
 * browser without JavaScript shows the block where it belongs as soon as it arrives (ADR 046).
 * A block that fails is written as `failed` gives it (the caller's promise should not reject).
 */
export function resolveLateMarkup(
  late: ReadonlyMap<string, Promise<string>>,
  failed: (error: unknown) => string = () => "",
): TransformStream<Uint8Array, Uint8Array> {
  const placeholders = [...late.keys()].map((key) => ({ key, bytes: encoder.encode(key) }));
  const longest = Math.max(...placeholders.map(({ bytes }) => bytes.length));
  /** The first placeholder of ours in `bytes`; or, with `found` unset, where one may begin that the next chunk completes (-1: none). */
  const nextPlaceholder = (bytes: Uint8Array) => {
    for (
      let at = indexOfBytes(bytes, PLACEHOLDER_START);
      at !== -1;
      at = indexOfBytes(bytes, PLACEHOLDER_START, at + 1)
    ) {
      const found = placeholders.find(({ bytes: p }) => startsAt(bytes, p, at));
      if (found || bytes.length - at < longest) return { at, found };
    }
    return { at: -1, found: undefined };
  };
  let held = new Uint8Array(0);
  return new TransformStream({
    async transform(chunk, controller) {
      let bytes = held.length ? concatBytes([held, chunk]) : chunk;
      for (;;) {
        const { at, found } = nextPlaceholder(bytes);
        if (!found) {
          // A placeholder may straddle two chunks: hold back what could be its beginning.
          const keep = at !== -1 ? at : Math.max(0, bytes.length - (PLACEHOLDER_START.length - 1));
          if (keep) controller.enqueue(bytes.slice(0, keep));
          held = bytes.slice(keep);
          return;
        }
        controller.enqueue(bytes.slice(0, at));
        const html = await late.get(found.key)!.catch(failed);
        controller.enqueue(encoder.encode(html));
        bytes = bytes.slice(at + found.bytes.length);
      }
    },
    flush(controller) {
      if (held.length) controller.enqueue(held);
    },
  });
}

function startsAt(haystack: Uint8Array, needle: Uint8Array, at: number): boolean {
  if (haystack.length - at < needle.length) return false;
  for (let i = 0; i < needle.length; i++) if (haystack[at + i] !== needle[i]) return false;
  return true;
}
