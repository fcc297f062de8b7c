import { describe, expect, it } from "vitest";
import { markupHtml } from "./document-markup";
import { asMarkup, withDocumentMarkup } from "./document-markup.server";

const block = asMarkup("<p>Hello</p>");

/** What turbo-stream sends of a plain object: its own enumerable properties, read now (remix-seam.ts, 4). */
const encoded = (value: object) => Object.fromEntries(Object.entries(value));

describe("a document's markup stays on the server", () => {
  it("is sent as nothing in a document's data and as the HTML in any other", () => {
    expect(encoded(block)).toEqual({ sent: "<p>Hello</p>" });
    expect(withDocumentMarkup(() => encoded(block))).toEqual({ sent: undefined });
    // Nothing else of it is sent: the HTML is kept beside it, on the server (serverValue).
    expect(withDocumentMarkup(() => JSON.stringify(Object.entries(block)))).not.toContain("Hello");
  });

  it("is the HTML itself on the server, and what was sent in the browser", () => {
    expect(markupHtml(block)).toBe("<p>Hello</p>");
    expect(markupHtml({ sent: "<p>plain</p>" })).toBe("<p>plain</p>");
    expect(markupHtml({ sent: undefined })).toBeUndefined();
    expect(markupHtml(undefined)).toBeUndefined();
  });

  it("answers each request for itself, one block serving several at once (kept.server.ts)", async () => {
    const [document, data] = await Promise.all([
      withDocumentMarkup(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return encoded(block);
      }),
      (async () => encoded(block))(),
    ]);
    expect(document).toEqual({ sent: undefined });
    expect(data).toEqual({ sent: "<p>Hello</p>" });
  });
});
