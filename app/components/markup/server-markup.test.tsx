import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { asMarkup, withDocumentMarkup } from "~/lib/markup/document-markup.server";
import { ServerMarkup } from "./server-markup";

describe("<ServerMarkup> on the server", () => {
  it("writes a document's block from the Markup its loader returned", () => {
    const html = withDocumentMarkup(() => renderToStaticMarkup(<ServerMarkup html={asMarkup("<p>Hello</p>")} />));
    expect(html).toBe('<div data-server-markup="" class="contents"><p>Hello</p></div>');
  });

  it("writes the HTML a client navigation's data sent as it is", () => {
    expect(renderToStaticMarkup(<ServerMarkup html={{ sent: "<p>Hi</p>" }} />)).toBe(
      '<div data-server-markup="" class="contents"><p>Hi</p></div>',
    );
  });
});
