import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { ContactBookContext, type ContactBook } from "~/lib/site/contact-book";
import { asMarkup, type Markup } from "./document-markup.server";
import { withoutDiscoverMarks } from "./remix-seam";

/**
 * Static content rendered to HTML on the server, for `<ServerMarkup>` (docs/decisions/033). The
 * components are the kit's own; their `<Link>`s need a router, so they render inside one standing
 * at the page's own URL, which resolves relative links ("?plan=crm") as the page would. Markup that
 * shows a phone line or the contact email is given the settings' contact book (ADR 052); without
 * one, drawing them throws.
 */
export function renderMarkup(element: ReactElement, request: Request, book?: ContactBook): string {
  const url = new URL(request.url);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
      <ContactBookContext.Provider value={book ?? null}>{element}</ContactBookContext.Provider>
    </MemoryRouter>,
  );
  // `<Link>` marks every link for Remix's route discovery, which would make the browser ask for the
  // routes of all of a page's links (59 on the home page) in the same task as hydration. Server
  // markup leaves the mark off; the root marks a link when a pointer or focus reaches it (ADR 038).
  return withoutDiscoverMarks(html);
}

/** One block of server markup, as a loader returns it (`Markup`, remix-seam.ts 4). */
export const markupBlock = (element: ReactElement, request: Request, book?: ContactBook): Markup =>
  asMarkup(renderMarkup(element, request, book));

/** A page's named blocks of server markup, as a loader returns them. */
export type MarkupBlocks<K extends string> = Partial<Record<K, Markup>>;

/**
 * Several named blocks of one page at once, for a loader's `markup`.
 */
export function renderMarkupBlocks<K extends string>(
  blocks: Partial<Record<K, ReactElement>>,
  request: Request,
  book?: ContactBook,
): MarkupBlocks<K> {
  const out: MarkupBlocks<K> = {};
  for (const key of Object.keys(blocks) as K[]) {
    const block = blocks[key];
    if (block) out[key] = markupBlock(block, request, book);
  }
  return out;
}
