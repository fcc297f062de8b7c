/**
 * The streaming HTML pass of the audit preview (docs/product.md, "The audit preview's checks"): the
 * Workers runtime's HTMLRewriter walks the bytes read and thin handlers write what they see into a
 * PageFacts object. No DOM library; nothing of the page is rendered or echoed. evaluate.ts judges the
 * facts.
 *
 * A hostile page costs little (ADR 059): the pass stops at the first of READ_LIMITS (elements the
 * handlers see, text they are handed), and the body goes through in slices with a turn of the event
 * loop between them, so a page view served by the same isolate never waits behind a whole page.
 */
import { factCollector, PageTooLarge, READ_LIMITS } from "./fact-collector.server";
import type { PageFacts } from "./page-facts";

/** The part of HTMLRewriter used here (the Workers global, or a stand-in with the same API in tests). */
export interface RewriterLike {
  on(selector: string, handlers: HTMLRewriterElementContentHandlers): RewriterLike;
  transform(response: Response): Response;
}

/**
 * Runs HTMLRewriter over the bytes read and returns what the checks need. A charset the parser does
 * not know (it refuses the whole document) is read again as UTF-8, so a typo in a header costs
 * accents, not the report.
 */
export async function collectFacts(
  page: { body: Uint8Array; contentType: string | null },
  makeRewriter: () => RewriterLike = () => new HTMLRewriter(),
): Promise<PageFacts> {
  const contentType = page.contentType ?? "text/html";
  try {
    return await collectOnce(page.body, contentType, makeRewriter);
  } catch (error) {
    if (error instanceof PageTooLarge || !/charset/i.test(contentType)) throw error;
    return collectOnce(page.body, "text/html; charset=utf-8", makeRewriter);
  }
}

async function collectOnce(
  body: Uint8Array,
  contentType: string,
  makeRewriter: () => RewriterLike,
): Promise<PageFacts> {
  const collector = factCollector();
  const rewriter = makeRewriter();
  for (const [selector, handlers] of collector.handlers) rewriter.on(selector, handlers);
  const response = new Response(inSlices(body), { headers: { "content-type": contentType } });
  try {
    await rewriter.transform(response).arrayBuffer();
  } catch (error) {
    // A handler's throw reaches here as the runtime's own error: the collector knows why it stopped.
    if (collector.stopped()) throw new PageTooLarge(collector.stopped()!);
    // The parser's own memory limit (elements left open by the thousand): as much a hostile page.
    if (error instanceof Error && /memory limit/i.test(error.message)) throw new PageTooLarge("parser");
    throw error;
  }
  return collector.finish();
}

/** The body as a stream of slices, a macrotask apart, so other requests get the isolate in between. */
function inSlices(body: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      if (offset >= body.byteLength) return controller.close();
      // A copy: the stream's consumer takes the chunk over, and the caller keeps the page.
      controller.enqueue(body.slice(offset, offset + READ_LIMITS.sliceBytes));
      offset += READ_LIMITS.sliceBytes;
    },
  });
}
