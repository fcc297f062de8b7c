import { useState } from "react";

/**
 * Leaves the element's children exactly as the server sent them: React's hydration neither
 * compares nor rewrites an element whose content is set as inner HTML, and an unchanged `__html`
 * is never written again.
 */
const KEEP = { __html: "" } as const;

/**
 * Static content the browser never renders itself (docs/decisions/033): the server renders it to
 * HTML in the loader (`renderMarkup`), the document carries it once, as HTML, and the hydration data
 * and the browser's JavaScript not at all. After a client-side navigation the loader's data brings
 * the HTML (`html`), which is written in place. Nothing inside may rely on React in the browser:
 * links navigate through the root's delegated handler (`useMarkupLinks`), motion through
 * data attributes. The wrapper takes no box of its own (`display: contents`) unless told otherwise.
 */
export function ServerMarkup({ html, className = "contents", id }: { html?: string; className?: string; id?: string }) {
  // Hydrating: the document already holds this markup, and the data left it out (entry.server).
  const [hydrated] = useState(() => typeof document !== "undefined" && html === undefined);
  const inner = html === undefined ? (hydrated ? KEEP : { __html: "" }) : { __html: html };
  return (
    <div data-server-markup="" id={id} className={className} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
  );
}
