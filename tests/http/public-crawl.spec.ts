/**
 * The "done when", as served (it was a JavaScript-disabled browser's crawl in
 * tests/e2e/seo-crawl.spec.ts; every fact is in the HTML): every URL of /sitemap.xml answers 200
 * with one <h1>, a title and a description no other page has (within the length limits), a
 * canonical URL equal to its own URL, social tags with the 1200×630 image, index robots, JSON-LD on
 * schema.org with the Organization, its first screen linked as render-blocking, and no internal
 * link that leads to a 404. The axe scans of the
 * same pages need a browser and stay in tests/e2e/seo-crawl.spec.ts.
 */
import { FIRST_SCREEN_END_ID } from "~/lib/markup/first-screen";
import { scaled } from "../e2e/support/machine";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";
import { expect, served, test, textOf, type APIRequestContext } from "./support/test";

const TITLE_MAX = 60;
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;
const ROBOTS_INDEX = "index,follow,max-image-preview:large";
/** Requests in flight at once: the crawl shares two cores with the Worker that answers it. */
const AT_ONCE = 4;

interface PageFacts {
  url: string;
  title: string;
  description: string;
  links: string[];
}

/** Runs `work` over `items`, `AT_ONCE` at a time, keeping the items' order in the results. */
async function eachAtOnce<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * Checks one page as served and returns what must be unique across pages. Soft assertions, so one
 * run reports every page's problems.
 */
async function checkPage(request: APIRequestContext, baseURL: string, url: string): Promise<PageFacts | null> {
  const { status, document } = await served(request, pathOf(url));
  expect.soft(status, url).toBe(200);
  if (status !== 200) return null;
  const meta = (selector: string) => {
    const found = document.querySelectorAll(selector);
    // Two tags of one name are as wrong as none.
    return found.length === 1 ? found[0]!.getAttribute("content") : null;
  };
  expect.soft(document.querySelectorAll("h1").length, `${url}: exactly one h1`).toBe(1);

  // As document.title reads it: the first <title>'s text, white space collapsed.
  const title = textOf(document.querySelector("title"));
  expect.soft(title.length, `${url}: title "${title}"`).toBeGreaterThan(0);
  expect.soft(title.length, `${url}: title "${title}"`).toBeLessThanOrEqual(TITLE_MAX);
  const description = meta('meta[name="description"]') ?? "";
  expect.soft(description.length, `${url}: description "${description}"`).toBeGreaterThan(DESCRIPTION_MIN);
  expect.soft(description.length, `${url}: description "${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);

  const canonicals = [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href"));
  expect.soft(canonicals, `${url}: canonical`).toEqual([url]);
  expect.soft(meta('meta[name="robots"]'), `${url}: robots`).toBe(ROBOTS_INDEX);
  expect.soft(meta('meta[property="og:url"]'), `${url}: og:url`).toBe(url);
  expect.soft(meta('meta[property="og:title"]'), `${url}: og:title`).toBeTruthy();
  expect.soft(meta('meta[property="og:description"]'), `${url}: og:description`).toBeTruthy();
  expect.soft(meta('meta[property="og:image"]'), `${url}: og:image`).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  expect.soft(meta('meta[property="og:image:width"]'), `${url}: og:image:width`).toBe("1200");
  expect.soft(meta('meta[property="og:image:height"]'), `${url}: og:image:height`).toBe("630");
  expect.soft(meta('meta[name="twitter:card"]'), `${url}: twitter:card`).toBe("summary_large_image");
  for (const name of ["twitter:title", "twitter:description", "twitter:image"]) {
    expect.soft(meta(`meta[name="${name}"]`), `${url}: ${name}`).toBeTruthy();
  }

  // Painted once its first screen is read (app/lib/markup/first-screen.tsx): the head names it, the page has it.
  const expected = [...document.head.querySelectorAll('link[rel="expect"]')].map(
    (link) => `${link.getAttribute("href")} ${link.getAttribute("blocking")}`,
  );
  expect.soft(expected, `${url}: first screen linked`).toEqual([`#${FIRST_SCREEN_END_ID} render`]);
  expect.soft(document.querySelectorAll(`#${FIRST_SCREEN_END_ID}`).length, `${url}: first screen`).toBe(1);

  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? "");
  expect.soft(jsonLd.length, `${url}: JSON-LD`).toBeGreaterThan(0);
  const documents = jsonLd.map((text) => {
    try {
      return JSON.parse(text) as { "@context"?: unknown; "@type"?: unknown };
    } catch (error) {
      expect.soft(String(error), `${url}: JSON-LD parses: ${text.slice(0, 80)}`).toBe("");
      return {};
    }
  });
  for (const found of documents) expect.soft(found["@context"], `${url}: @context`).toBe("https://schema.org");
  expect
    .soft(
      documents.map((d) => d["@type"]),
      `${url}: Organization on every page`,
    )
    .toContain("Organization");

  // Each link resolved against the page's address, as a browser resolves a link's href.
  const address = new URL(pathOf(url), baseURL);
  const origin = new URL(url).origin;
  const links: string[] = [];
  for (const anchor of document.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href")!;
    let link: URL;
    try {
      link = new URL(href, address);
    } catch {
      expect.soft(href, `${url}: a link whose href is no URL`).toBe("a URL");
      continue;
    }
    if (link.origin === origin) links.push(`${link.origin}${link.pathname}${link.search}`);
  }
  return { url, title, description, links };
}

/** Values that more than one page has, with those pages' URLs. */
function shared(facts: PageFacts[], key: (facts: PageFacts) => string): string[] {
  const pages = new Map<string, string[]>();
  for (const f of facts) pages.set(key(f), [...(pages.get(key(f)) ?? []), f.url]);
  return [...pages].filter(([, urls]) => urls.length > 1).map(([value, urls]) => `${value}: ${urls.join(", ")}`);
}

/** Follows an internal link's redirects by hand, so each hop is seen; a 404 or an error is a problem. */
async function linkProblem(request: APIRequestContext, url: string): Promise<string | null> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(current, { maxRedirects: 0 });
    const status = response.status();
    if (status >= 400) return `${current} answers ${status}`;
    if (status < 300) return null;
    const location = response.headers()["location"];
    if (!location) return `${current} answers ${status} without a Location`;
    current = new URL(location, current).href;
  }
  return `${url} redirects more than 5 times`;
}

test("every page in the sitemap answers 200 with one h1, unique title and description, canonical, social tags, robots and JSON-LD; internal links resolve", async ({
  request,
  baseURL,
}) => {
  // A sweep of every page and link: minutes on a busy machine of two cores.
  test.setTimeout(scaled(90_000));
  const urls = await sitemapUrls(request);
  const facts = (await eachAtOnce(urls, (url) => checkPage(request, baseURL!, url))).filter(
    (found): found is PageFacts => found !== null,
  );

  expect
    .soft(
      shared(facts, (f) => f.title),
      "titles used by more than one page",
    )
    .toEqual([]);
  expect
    .soft(
      shared(facts, (f) => f.description),
      "descriptions used by more than one page",
    )
    .toEqual([]);

  const linkedFrom = new Map<string, Set<string>>();
  for (const { url, links } of facts) {
    for (const link of links) linkedFrom.set(link, (linkedFrom.get(link) ?? new Set()).add(url));
  }
  // A page the crawl just read answered 200 to this same request: only the others are asked.
  const crawled = new Set(facts.map(({ url }) => url));
  const unread = [...linkedFrom].filter(([link]) => !crawled.has(link));
  const problems = await eachAtOnce(unread, async ([link, from]) => {
    const problem = await linkProblem(request, link);
    return problem ? `${problem}, linked from ${[...from].slice(0, 3).join(", ")}` : null;
  });
  expect(
    problems.filter((problem) => problem !== null),
    "internal links that do not resolve",
  ).toEqual([]);
});
