/**
 * Each check's evidence (issue 34 §3): the exact tags, addresses or elements the finding is about,
 * as the page and the server gave them, so a visitor can find and fix them. Plain text, unsafe
 * characters out and each item cut, at most MAX_ITEMS a check and MAX_TOTAL_CHARS in all; stored
 * with the report.
 */
import { countLinks, jsonLdTypes } from "./content-checks";
import type { FetchedPage } from "./fetch-page.server";
import { formatBytes, formatMs, shortUrl, statusText, storedText } from "./finding-wording";
import type { PageFacts } from "./page-facts";
import type { CheckId } from "./report";
import type { SiteFiles } from "./site-files.server";

const MAX_ITEMS = 10;
const MAX_CHARS = 200;
/** All checks' evidence together: a stored report stays far under the database's 64 KB. */
const MAX_TOTAL_CHARS = 12_000;

const text = (value: string) => storedText(value.replace(/\s+/g, " ").trim(), MAX_CHARS);
const tag = (name: string, value: string) => text(`<${name}>${value}</${name}>`);
const attr = (element: string, name: string, value: string) => text(`<${element} ${name}="${value}">`);

/** The evidence of each check that has some; a check the page gave nothing for has none. */
export function evidenceFor(
  facts: PageFacts | null,
  fetched: FetchedPage,
  site: SiteFiles | null,
): Partial<Record<CheckId, string[]>> {
  const hops = fetched.hops.map((hop) => `${statusText(hop.status)} ${shortUrl(hop.url, MAX_CHARS)}`);
  const found: Partial<Record<CheckId, string[]>> = {
    status: fetched.status === null ? [] : [`${statusText(fetched.status)} ${shortUrl(fetched.finalUrl, MAX_CHARS)}`],
    "content-type": fetched.contentType ? [text(`Content-Type: ${fetched.contentType}`)] : [],
    redirects: hops.length > 1 ? hops : [],
    https: [shortUrl(fetched.finalUrl, MAX_CHARS)],
    speed: [
      ...(fetched.ttfbMs === null ? [] : [`First byte after ${formatMs(fetched.ttfbMs)}`]),
      `Whole page after ${formatMs(fetched.totalMs)}`,
    ],
    size: [
      `${formatBytes(fetched.bytesRead)} of HTML${fetched.truncated ? " (read up to our limit)" : ""}`,
      fetched.contentEncoding ? text(`Content-Encoding: ${fetched.contentEncoding}`) : "Sent uncompressed",
    ],
    "robots-meta": [
      ...(facts?.robotsMeta ?? []).map(text),
      ...(fetched.headers?.get("x-robots-tag") ? [text(`X-Robots-Tag: ${fetched.headers.get("x-robots-tag")}`)] : []),
    ],
  };
  if (facts) {
    const links = countLinks(facts, fetched.finalUrl);
    Object.assign(found, {
      title: facts.titles.map((title) => tag("title", title)),
      description: facts.descriptions.map((description) => attr('meta name="description"', "content", description)),
      h1: facts.h1s.map((heading) => tag("h1", heading)),
      canonical: facts.canonicals.map((href) => attr('link rel="canonical"', "href", href)),
      lang: facts.lang === null ? [] : [attr("html", "lang", facts.lang)],
      viewport: facts.viewport === null ? [] : [attr('meta name="viewport"', "content", facts.viewport)],
      social: Object.entries({ ...facts.openGraph, ...facts.twitter }).map(([name, value]) =>
        text(`${name}: ${value}`),
      ),
      "json-ld": facts.jsonLd.flatMap((json) => {
        try {
          return jsonLdTypes(JSON.parse(json)).map((type) => text(`@type ${type}`));
        } catch {
          return ["A JSON-LD block that is not valid JSON"];
        }
      }),
      "image-alt": facts.imagesWithoutAltSrcs.map((src) => attr("img", "src", src)),
      links: [`${links.internal} to this site, ${links.external} to other sites`],
    } satisfies Partial<Record<CheckId, string[]>>);
  }
  if (site) {
    Object.assign(found, {
      "robots-txt": [
        `${site.robots.status === null ? "No answer" : statusText(site.robots.status)} ${shortUrl(site.robots.url)}`,
      ],
      sitemap: [
        `${site.sitemap.status === null ? "No answer" : statusText(site.sitemap.status)} ${shortUrl(site.sitemap.url)}`,
      ],
      favicon: site.favicon.inline
        ? ["An icon written into the page (a data: address)"]
        : [
            `${site.favicon.status === null ? "No answer" : statusText(site.favicon.status)} ${shortUrl(site.favicon.url)}`,
          ],
    } satisfies Partial<Record<CheckId, string[]>>);
  }
  let left = MAX_TOTAL_CHARS;
  for (const [id, items] of Object.entries(found)) {
    const kept = [...new Set(items)].slice(0, MAX_ITEMS).filter((item) => (left -= item.length) >= 0);
    found[id as CheckId] = kept;
  }
  return found;
}
