/**
 * Test fixture for the audit preview's checks: a healthy page (its fetch, its facts, its site's files)
 * that each case changes in one place, and one check of it run through evaluate(), so each case also
 * holds the wiring that picks what a check is given.
 */
import { expect } from "vitest";
import { evaluate, type EvaluateExtras } from "./evaluate";
import type { FetchedPage } from "./fetch-page.server";
import { emptyFacts, type PageFacts } from "./page-facts";
import type { CheckId, CheckStatus } from "./report";
import type { SiteFiles } from "./site-files.server";

export const URL_ = "https://www.acme.com/services";

export function fetched(over: Partial<FetchedPage> = {}): FetchedPage {
  return {
    requestedUrl: URL_,
    finalUrl: URL_,
    hops: [{ url: URL_, status: 200 }],
    status: 200,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", "content-encoding": "br" }),
    contentType: "text/html; charset=utf-8",
    contentEncoding: "br",
    body: new Uint8Array(0),
    bytesRead: 40_000,
    truncated: false,
    ttfbMs: 200,
    totalMs: 400,
    ...over,
  };
}

export function goodFacts(over: Partial<PageFacts> = {}): PageFacts {
  return {
    ...emptyFacts(),
    titles: ["Acme Plumbing \u2013 Emergency plumbers in Leeds"],
    descriptions: [
      "Acme Plumbing fixes leaks, boilers and blocked drains across Leeds, 24 hours a day, at fixed prices.",
    ],
    h1s: ["Emergency plumbers in Leeds"],
    canonicals: [URL_],
    lang: "en-GB",
    viewport: "width=device-width, initial-scale=1",
    charset: "utf-8",
    openGraph: { "og:title": "Acme", "og:description": "Plumbers", "og:image": "https://www.acme.com/og.png" },
    twitter: { "twitter:card": "summary_large_image" },
    jsonLd: ['{"@context":"https://schema.org","@type":"Plumber","name":"Acme"}'],
    images: 4,
    imagesWithoutAlt: 0,
    links: ["/", "/contact", "/about", "https://twitter.com/acme"],
    linkCount: 4,
    ...over,
  };
}

export function site(
  over: {
    robots?: Partial<SiteFiles["robots"]>;
    sitemap?: Partial<SiteFiles["sitemap"]>;
    favicon?: Partial<SiteFiles["favicon"]>;
  } = {},
): SiteFiles {
  return {
    robots: {
      url: "https://www.acme.com/robots.txt",
      reach: "ok",
      status: 200,
      html: false,
      blocksAll: false,
      blocksPage: false,
      sitemaps: ["https://www.acme.com/sitemap.xml"],
      ...over.robots,
    },
    sitemap: {
      url: "https://www.acme.com/sitemap.xml",
      source: "robots-txt",
      reach: "ok",
      status: 200,
      looksLikeSitemap: true,
      ...over.sitemap,
    },
    favicon: {
      url: "https://www.acme.com/favicon.ico",
      declared: false,
      inline: false,
      reach: "ok",
      status: 200,
      isImage: true,
      ...over.favicon,
    },
  };
}

export const extras = (siteFiles: SiteFiles | null = site()): EvaluateExtras => ({
  siteFiles,
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  maxHops: 5,
});

export function check(
  id: CheckId,
  facts: PageFacts | null = goodFacts(),
  page: FetchedPage = fetched(),
  siteFiles: SiteFiles | null = site(),
) {
  const found = evaluate(facts, page, extras(siteFiles)).find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

export const expectCheck = (result: { status: CheckStatus; finding: string }, status: CheckStatus, finding: RegExp) => {
  expect(result.finding).toMatch(finding);
  expect(result.status).toBe(status);
};

/** A check-by-check case: its name, the check, the facts (null: not read as HTML), the fetch, the status and the finding. */
export type PageCase = [string, CheckId, PageFacts | null, FetchedPage, CheckStatus, RegExp];

export const expectPageCase = (...[, id, facts, page, status, finding]: PageCase) =>
  expectCheck(check(id, facts, page), status, finding);
