/**
 * The fixed words of each audit preview check (docs/product.md, "The audit preview's checks", whose
 * Label column score.test.ts compares with these labels): what is checked, and why it matters for ranking.
 */
import type { Check, CheckId, CheckStatus } from "./report";
import { CHECK_WEIGHTS } from "./score";

export const CHECK_TEXT: Record<CheckId, { label: string; why: string }> = {
  status: {
    label: "Status code",
    why: "Only pages that answer 200 OK are indexed; error pages drop out of search results.",
  },
  "content-type": {
    label: "Content type",
    why: "Search engines read a page as HTML only when the server says it is HTML, in a declared character set.",
  },
  redirects: {
    label: "Redirects",
    why: "Every redirect costs time and crawl budget, and search engines stop following long chains.",
  },
  https: {
    label: "HTTPS",
    why: "HTTPS is a Google ranking signal, and browsers mark plain HTTP pages “Not secure”.",
  },
  speed: {
    label: "Server response time",
    why: "A slow server delays everything a visitor sees and limits how many pages a crawler fetches.",
  },
  size: {
    label: "HTML size and compression",
    why: "Heavy or uncompressed HTML is slower to load, above all on phones; compression usually cuts it by two thirds.",
  },
  title: {
    label: "Title tag",
    why: "The title is the headline of the search result and one of the strongest on-page signals.",
  },
  description: {
    label: "Meta description",
    why: "It is usually the snippet under the title in search results; a clear one earns more clicks.",
  },
  h1: {
    label: "Main heading (h1)",
    why: "One main heading tells search engines and readers what the page is about.",
  },
  canonical: {
    label: "Canonical link",
    why: "It tells search engines which address should rank when the same content is reachable at several.",
  },
  "robots-meta": {
    label: "Indexing rules (robots meta, X-Robots-Tag)",
    why: "A noindex left on a live page removes it from search results entirely.",
  },
  lang: {
    label: "Page language",
    why: "The lang attribute tells search engines and screen readers the page's language, so it reaches the right searchers.",
  },
  viewport: {
    label: "Mobile viewport",
    why: "Google indexes the mobile version of a page; without a viewport, phones show a shrunken desktop page.",
  },
  social: {
    label: "Open Graph and Twitter tags",
    why: "Not a ranking factor itself, but shared links with a picture and summary earn more clicks and links.",
  },
  "json-ld": {
    label: "Structured data (JSON-LD)",
    why: "Structured data makes a page eligible for rich results such as stars, FAQs and breadcrumbs.",
  },
  "image-alt": {
    label: "Image alt text",
    why: "Alt text is how search engines and screen readers understand images, and how images rank in image search.",
  },
  links: {
    label: "Links",
    why: "Crawlers find and weigh pages through links; internal links spread ranking across the site.",
  },
  "robots-txt": {
    label: "robots.txt",
    why: "It is the first file crawlers read; one wrong line can keep a whole site out of search.",
  },
  sitemap: {
    label: "XML sitemap",
    why: "A sitemap lists the pages you want found, so new and deep pages are crawled sooner.",
  },
  favicon: {
    label: "Favicon",
    why: "Google shows the site's icon beside its results; a missing one looks less trustworthy.",
  },
};

/** A check as a report holds it: its verdict on this page, with the check's fixed words and points. */
export function checkOf(id: CheckId, status: CheckStatus, finding: string, evidence: string[] = []): Check {
  return {
    id,
    label: CHECK_TEXT[id].label,
    status,
    finding,
    why: CHECK_TEXT[id].why,
    weight: CHECK_WEIGHTS[id],
    ...(evidence.length ? { evidence } : {}),
  };
}
