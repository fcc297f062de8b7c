import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentMarkup } from "~/lib/markup/document-markup";
import { documentMarkupTokens, Markup, withDocumentMarkup } from "~/lib/markup/document-markup.server";
import { ServerMarkup } from "./server-markup";

const block = new Markup("<p>Hello</p>");

describe("<ServerMarkup> on the server", () => {
  it("is written by <ServerMarkup> on the server from its token", () => {
    const { token, tokens } = withDocumentMarkup(() => ({
      token: JSON.parse(JSON.stringify(block)) as string,
      tokens: documentMarkupTokens(),
    }));
    const html = renderToStaticMarkup(
      <DocumentMarkup.Provider value={tokens}>
        <ServerMarkup html={token} />
      </DocumentMarkup.Provider>,
    );
    expect(html).toBe('<div data-server-markup="" class="contents"><p>Hello</p></div>');
  });

  it("writes plain HTML as it is (a client navigation's data)", () => {
    expect(renderToStaticMarkup(<ServerMarkup html="<p>Hi</p>" />)).toBe(
      '<div data-server-markup="" class="contents"><p>Hi</p></div>',
    );
  });
});
