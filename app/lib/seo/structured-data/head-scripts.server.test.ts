import type { EntryContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { insertBeforeHeadEnd, takeJsonLd } from "./head-scripts.server";

const org = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": "https://x.test/#org",
  name: "</script>",
};
const faq = { "@context": "https://schema.org", "@type": "FAQPage" };

function contextWith(loaderData: Record<string, unknown>): EntryContext {
  const state = { loaderData, actionData: null, errors: null };
  return {
    staticHandlerContext: { matches: Object.keys(loaderData).map((id) => ({ route: { id } })), loaderData },
    serverHandoffString: JSON.stringify({ state }).replace(/</g, "\\u003c"),
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

describe("takeJsonLd", () => {
  it("returns one script per document, escaped, with the nonce, and takes jsonLd and markup out of the hydration data", () => {
    const context = contextWith({
      root: { jsonLd: [org], viewer: null },
      "routes/x": { jsonLd: [org, faq], page: "<b>", markup: { body: "<p>Static</p>" } },
    });
    const html = takeJsonLd(context, "abc123");
    expect(html.match(/<script type="application\/ld\+json" nonce="abc123">/g)).toHaveLength(2);
    expect(html).not.toContain('</script>"');
    expect(html).toContain("\\u003c/script>");
    const handoff = JSON.parse(context.serverHandoffString!);
    expect(handoff.state.loaderData).toEqual({ root: { viewer: null }, "routes/x": { page: "<b>" } });
    expect(context.serverHandoffString).not.toMatch(/[<>&]/);
  });

  it("returns nothing for a page without JSON-LD and leaves its data alone", () => {
    const context = contextWith({ root: { viewer: null } });
    expect(takeJsonLd(context, undefined)).toBe("");
    expect(JSON.parse(context.serverHandoffString!).state.loaderData).toEqual({ root: { viewer: null } });
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
