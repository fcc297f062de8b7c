import type { LinksFunction } from "@remix-run/cloudflare";

/** The id of the mark at the end of a page's first screen (FirstScreenEnd). */
export const FIRST_SCREEN_END_ID = "first-screen-end";

/**
 * For a page with a first screen: Chromium paints nothing until the mark at its end is parsed. On a
 * slow phone it would otherwise paint while still reading the HTML, with half a hero whose centred
 * column then moves as the rest arrives, a layout shift a visitor sees (ADR 058). Chromium lets
 * the paint go at the element's start tag, not its end, hence a mark after the hero rather than
 * the hero's own id. Only a page that renders the mark may link it: without one, the browser waits
 * for the whole document, which on a streamed page is the last deferred answer.
 */
export const firstScreenLinks: LinksFunction = () => [
  { rel: "expect", href: `#${FIRST_SCREEN_END_ID}`, blocking: "render" },
];

/** The last element of a first screen (the home page's hero, an inner page's hero band). */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
