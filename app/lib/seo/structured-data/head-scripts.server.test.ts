import type { EntryContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { headJsonLd, insertBeforeHeadEnd } from "./head-scripts.server";
import { asStructuredData, type JsonLd } from "./types";

const org: JsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": "https://x.test/#org",
  name: "</script>",
};
const faq: JsonLd = { "@context": "https://schema.org", "@type": "FAQPage" } as JsonLd;

function contextWith(loaderData: Record<string, unknown>): EntryContext {
  return {
    staticHandlerContext: { matches: Object.keys(loaderData).map((id) => ({ route: { id } })), loaderData },
  } as unknown as EntryContext;
}

async function pipe(chunks: string[], markup: string): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(insertBeforeHeadEnd(markup))).text();
}

describe("headJsonLd", () => {
  it("returns one script per document, escaped, with the nonce, and sends the browser none of it", () => {
    const root = asStructuredData([org]);
    const context = contextWith({
      root: { jsonLd: root, viewer: null },
      "routes/x": { jsonLd: asStructuredData([org, faq]), page: "<b>" },
    });
    const html = headJsonLd(context, "abc123");
    expect(html.match(/<script type="application\/ld\+json" nonce="abc123">/g)).toHaveLength(2);
    expect(html).not.toContain('</script>"');
    expect(html).toContain("\\u003c/script>");
    // What turbo-stream encodes of it (remix-seam.ts, 4).
    expect(Object.fromEntries(Object.entries(root))).toEqual({ sent: undefined });
  });

  it("returns nothing for a page without JSON-LD, and ignores JSON-LD that is not StructuredData", () => {
    expect(headJsonLd(contextWith({ root: { viewer: null } }), undefined)).toBe("");
    expect(headJsonLd(contextWith({ root: { jsonLd: [org] } }), undefined)).toBe("");
  });
});

describe("insertBeforeHeadEnd", () => {
  it("writes the markup just before </head>, also when the tag straddles chunks", async () => {
    const html = "<html><head><title>t</title></head><body>é</body></html>";
    for (let cut = 1; cut < html.length; cut++) {
      expect(await pipe([html.slice(0, cut), html.slice(cut)], "<x>")).toBe(
        "<html><head><title>t</title><x></head><body>é</body></html>",
      );
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await pipe(["<p>no head</p>", " here"], "<x>")).toBe("<p>no head</p> here");
  });
});
