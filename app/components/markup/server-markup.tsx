import { useState } from "react";
import { hook, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import { markupHtml, type MarkupData } from "~/lib/markup/document-markup";

/**
 * Leaves the element's children exactly as the server sent them: React's hydration neither
 * compares nor rewrites an element whose content is set as inner HTML, and an unchanged `__html`
 * is never written again.
 */
const KEEP = { __html: "" } as const;

const EMPTY = { __html: "" } as const;

/**
 * Static content the browser never renders itself (docs/decisions/033): the server renders it to
 * HTML in the loader (`markupBlock`), the document carries it once, as HTML, and the hydration data
 * and the browser's JavaScript not at all. After a client-side navigation the loader's data brings
 * the HTML (`html`), which is written in place. Nothing inside may rely on React in the browser:
 * links navigate through the root's delegated handler (`useMarkupLinks`), motion through
 * data attributes. The wrapper takes no box of its own (`display: contents`).
 *
 * `once`: the content never changes (the site's frame), so what the element first shows stays,
 * and the same HTML coming back with later data (the root's, after every form sent) is not
 * written over it again.
 */
export function ServerMarkup({ html: given, once = false }: { html?: MarkupData; once?: boolean }) {
  const html = markupHtml(given);
  // Hydrating: the document already holds this markup, and its data left it out (ADR 044).
  const [first] = useState(() => ({ html, hydrating: typeof document !== "undefined" && html === undefined }));
  const shown = once ? first.html : html;
  const inner = shown === undefined ? (first.hydrating ? KEEP : EMPTY) : { __html: shown };
  return (
    <div
      {...hook(SERVER_MARKUP_HOOKS.root)}
      className="contents"
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning
    />
  );
}
