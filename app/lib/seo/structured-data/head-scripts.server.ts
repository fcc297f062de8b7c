import { concatBytes, indexOfBytes } from "~/lib/http/bytes";
import type { EntryContext } from "@remix-run/cloudflare";
import { collectJsonLd, serializeJsonLd } from "./serialize";

/**
 * The JSON-LD of the matched routes' loaders (their `jsonLd`), as `<script type="application/ld+json">`
 * markup for the document head: crawlers read it from the HTML, and the browser's data carries
 * none of it (`StructuredData`), so it is sent once, not twice (docs/decisions/027). "" when the
 * page has none.
 */
export function headJsonLd(context: EntryContext, nonce: string | undefined): string {
  const { matches, loaderData } = context.staticHandlerContext;
  const documents = collectJsonLd(matches.map((match) => loaderData[match.route.id]));
  const attribute = nonce ? ` nonce="${nonce.replace(/[^\w+/=-]/g, "")}"` : "";
  return documents
    .map((document) => `<script type="application/ld+json"${attribute}>${serializeJsonLd(document)}</script>`)
    .join("");
}

const HEAD_END = "</head>";

/**
 * Writes `markup` just before the document's `</head>`, the rest of the stream unchanged. At the
 * end of the head, React's hydration leaves the extra elements alone (it never deletes trailing
 * nodes of <head>). It looks for the tag in the bytes (an ASCII sequence never occurs inside a
 * UTF-8 character), and once it is written passes every later chunk on untouched.
 */
export function insertBeforeHeadEnd(markup: string): TransformStream<Uint8Array, Uint8Array> {
  const tag = new TextEncoder().encode(HEAD_END);
  const inserted = new TextEncoder().encode(markup);
  let done = false;
  let held = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const bytes = held.length ? concatBytes([held, chunk]) : chunk;
      const at = indexOfBytes(bytes, tag);
      if (at === -1) {
        // The tag may straddle two chunks: hold back what could be its beginning.
        const keep = Math.max(0, bytes.length - (tag.length - 1));
        if (keep) controller.enqueue(bytes.subarray(0, keep));
        held = bytes.slice(keep);
        return;
      }
      controller.enqueue(concatBytes([bytes.subarray(0, at), inserted, bytes.subarray(at)]));
      held = new Uint8Array(0);
      done = true;
    },
    flush(controller) {
      if (held.length) controller.enqueue(held);
    },
  });
}
