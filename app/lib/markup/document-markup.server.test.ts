import { describe, expect, it } from "vitest";
import { MARKUP_TOKEN, markupHtml } from "./document-markup";
import { documentMarkupTokens, Markup, withDocumentMarkup } from "./document-markup.server";

const block = new Markup("<p>Hello</p>");

describe("a document's markup stays on the server", () => {
  it("travels as a token in a document request's data, and as itself in any other", () => {
    expect(JSON.stringify({ markup: { page: block } })).toBe('{"markup":{"page":"<p>Hello</p>"}}');
    const { json, tokens } = withDocumentMarkup(() => ({
      json: JSON.stringify({ markup: { page: block, again: block } }),
      tokens: documentMarkupTokens(),
    }));
    const data = JSON.parse(json) as { markup: { page: string; again: string } };
    expect(data.markup.page.startsWith(MARKUP_TOKEN)).toBe(true);
    expect(data.markup.page).not.toBe(data.markup.again);
    expect(json).not.toContain("Hello");
    expect(markupHtml(data.markup.page, tokens)).toBe("<p>Hello</p>");
    expect(markupHtml("<p>plain</p>", tokens)).toBe("<p>plain</p>");
  });

  it("keeps each request's tokens to itself", async () => {
    const [a, b] = await Promise.all(
      ["a", "b"].map((name) =>
        withDocumentMarkup(async () => {
          await new Promise((resolve) => setTimeout(resolve, name === "a" ? 5 : 0));
          JSON.stringify(new Markup(`<p>${name}</p>`));
          return [...(documentMarkupTokens()?.values() ?? [])];
        }),
      ),
    );
    expect(a).toEqual(["<p>a</p>"]);
    expect(b).toEqual(["<p>b</p>"]);
  });
});
