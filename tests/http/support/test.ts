/**
 * The HTTP tier's `test` (ADR 054): what the server's HTML, status codes and headers prove is
 * checked here, against the same stack as the browser tests, with no browser. A request and a
 * parse cost milliseconds; a page load in Chromium costs a second or more, four on a slow machine.
 *
 * - Each test comes from a visitor address of its own (CF-Connecting-IP), as in tests/e2e, so
 *   rate limits count per test.
 * - `page`, `context` and `browser` are refused: a test that needs one belongs in tests/e2e.
 * - A page is read with `served`, the one way to GET one here: as a browser asks for it.
 */
import { expect, test as base, type APIRequestContext, type APIResponse } from "@playwright/test";
import { parseDocument } from "./html-document";
import { visitorAddress } from "../../e2e/support/bot-traps";
import { BROWSER_USER_AGENT } from "../../e2e/support/html";
import { TEST_ORIGIN } from "../../e2e/support/servers";

export { expect };
export { isRendered, parseDocument, textOf } from "./html-document";
export type { APIRequestContext, APIResponse };

const NO_BROWSER = "tests/http runs without a browser (ADR 054): use `request`, or move the test to tests/e2e";

/** A fixture the HTTP tier refuses: whoever asks for it learns where the test belongs. */
async function refuse(): Promise<never> {
  throw new Error(NO_BROWSER);
}

export const test = base.extend<object, { browser: never }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress() });
  },
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  page: async ({}) => refuse(),
  // eslint-disable-next-line no-empty-pattern
  context: async ({}) => refuse(),
  // eslint-disable-next-line no-empty-pattern
  browser: [async ({}) => refuse(), { scope: "worker" }],
});

/** What a browser sends with every request: its User-Agent (crawlers get pages whole, ADR 046). */
export const AS_A_BROWSER = { "User-Agent": BROWSER_USER_AGENT };

/** A page as the server answered it: where it was asked for, the answer, and the document it holds. */
export interface Served {
  /** The address the answer came from (after the redirects followed, if any were). */
  url: string;
  response: APIResponse;
  status: number;
  /** The Location header (a redirect), or undefined when there is none. */
  location: string | undefined;
  html: string;
  /** The HTML parsed; an empty document for an answer that holds none (a redirect, a CSV file). */
  document: Document;
}

/** An empty document, for answers that carry no HTML. */
const NO_HTML = "<!doctype html><html><head></head><body></body></html>";

/** The answer to a request for `url`, read and parsed. */
export async function servedOf(url: string, response: APIResponse): Promise<Served> {
  const html = await response.text();
  const isHtml = (response.headers()["content-type"] ?? "").includes("text/html") && html.trim() !== "";
  const location = response.headers()["location"];
  return { url, response, status: response.status(), location, html, document: parseDocument(isHtml ? html : NO_HTML) };
}

const isRedirect = (page: Served) => page.status >= 300 && page.status < 400 && page.location !== undefined;

export interface ServedOptions {
  /** Follow redirects with a GET, as a browser does (at most five); by default the first answer is the page. */
  follow?: boolean;
  /** Headers added to the browser's (and the test's own visitor address). */
  headers?: Record<string, string>;
  /** The status the page must answer with: the test fails, naming the path, on any other. */
  status?: number;
}

/**
 * GETs a path (or an address) as a browser asks for it: with a browser's User-Agent (the site
 * streams a page to a browser and sends a crawler the whole document at once), following redirects
 * only when asked, and parses what came back.
 */
export async function served(request: APIRequestContext, path: string, options: ServedOptions = {}): Promise<Served> {
  const headers = { ...AS_A_BROWSER, ...options.headers };
  let url = new URL(path, TEST_ORIGIN).href;
  let page = await servedOf(url, await request.get(url, { headers, maxRedirects: 0 }));
  for (let hop = 0; options.follow && isRedirect(page); hop++) {
    expect(hop, `redirects from ${path}`).toBeLessThan(5);
    url = new URL(page.location!, url).href;
    page = await servedOf(url, await request.get(url, { headers, maxRedirects: 0 }));
  }
  if (options.status !== undefined) expect(page.status, `${path} answers ${options.status}`).toBe(options.status);
  return page;
}

/** The page a redirect leads to, its own redirects followed (GET, as a browser does); a page that is no redirect, itself. */
export async function follow(request: APIRequestContext, page: Served): Promise<Served> {
  return isRedirect(page) ? served(request, new URL(page.location!, page.url).href, { follow: true }) : page;
}

/** The href of a link, resolved against the page's URL, as a click without JavaScript would follow it. */
export function target(link: Element, pageUrl: string): URL {
  return new URL(link.getAttribute("href") ?? "", pageUrl);
}

/** A URL's path, query and fragment, to compare with what a browser test's toHaveURL read. */
export function pathQueryHash(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `href` of each element, in order. */
export function hrefs(elements: Element[]): Array<string | null> {
  return elements.map((element) => element.getAttribute("href"));
}
