/**
 * The "done when": every URL of /sitemap.xml answers 200 with one <h1>, a title and a
 * description no other page has (within the length limits), a canonical URL equal to its own URL,
 * social tags with the 1200×630 image, index robots, JSON-LD on schema.org, no axe WCAG 2.1 AA
 * violation as served, and no internal link that leads to a 404.
 */
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { pathOf, sitemapUrls } from "./support/sitemap";

const TITLE_MAX = 60;
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;
const ROBOTS_INDEX = "index,follow,max-image-preview:large";
/** The axe scans (about a second a page) are spread over this many tests, run in parallel. */
const AXE_SHARDS = 3;

interface PageFacts {
  url: string;
  title: string;
  description: string;
  links: string[];
}

/** What the checks read from a page, taken in one round trip (a crawl of every page must stay quick). */
interface Served {
  h1s: number;
  title: string;
  meta: Record<string, string | null>;
  canonicals: string[];
  jsonLd: string[];
  hrefs: string[];
}

const META = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property="og:url"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
];

function readServed(page: Page): Promise<Served> {
  return page.evaluate((selectors) => {
    const meta: Record<string, string | null> = {};
    for (const selector of selectors) {
      const found = document.querySelectorAll(selector);
      // Two tags of one name are as wrong as none.
      meta[selector] = found.length === 1 ? found[0]!.getAttribute("content") : null;
    }
    return {
      h1s: document.querySelectorAll("h1").length,
      title: document.title,
      meta,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
      hrefs: [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
    };
  }, META);
}

/**
 * Checks one page as served (the context runs without JavaScript) and returns what must be
 * unique across pages. Soft assertions, so one run reports every page's problems.
 */
async function checkPage(page: Page, url: string): Promise<PageFacts | null> {
  const response = await page.goto(pathOf(url));
  expect.soft(response?.status(), url).toBe(200);
  if (response?.status() !== 200) return null;
  const served = await readServed(page);
  const meta = (selector: string) => served.meta[selector] ?? null;
  expect.soft(served.h1s, `${url}: exactly one h1`).toBe(1);

  const { title } = served;
  expect.soft(title.length, `${url}: title "${title}"`).toBeGreaterThan(0);
  expect.soft(title.length, `${url}: title "${title}"`).toBeLessThanOrEqual(TITLE_MAX);
  const description = meta('meta[name="description"]') ?? "";
  expect.soft(description.length, `${url}: description "${description}"`).toBeGreaterThan(DESCRIPTION_MIN);
  expect.soft(description.length, `${url}: description "${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);

  expect.soft(served.canonicals, `${url}: canonical`).toEqual([url]);
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

  expect.soft(served.jsonLd.length, `${url}: JSON-LD`).toBeGreaterThan(0);
  const documents = served.jsonLd.map((text) => {
    try {
      return JSON.parse(text) as { "@context"?: unknown; "@type"?: unknown };
    } catch (error) {
      expect.soft(String(error), `${url}: JSON-LD parses: ${text.slice(0, 80)}`).toBe("");
      return {};
    }
  });
  for (const document of documents) expect.soft(document["@context"], `${url}: @context`).toBe("https://schema.org");
  expect
    .soft(
      documents.map((d) => d["@type"]),
      `${url}: Organization on every page`,
    )
    .toContain("Organization");

  const origin = new URL(url).origin;
  const links = served.hrefs
    .map((href) => new URL(href))
    .filter((link) => link.origin === origin)
    .map((link) => `${link.origin}${link.pathname}${link.search}`);
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

test.describe("every page in the sitemap, as served without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers 200 with one h1, unique title and description, canonical, social tags, robots and JSON-LD; internal links resolve", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const urls = await sitemapUrls(request);
    const facts: PageFacts[] = [];
    for (const url of urls) {
      const found = await checkPage(page, url);
      if (found) facts.push(found);
    }

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
    const broken: string[] = [];
    for (const [link, from] of linkedFrom) {
      const problem = await linkProblem(request, link);
      if (problem) broken.push(`${problem}, linked from ${[...from].slice(0, 3).join(", ")}`);
    }
    expect(broken, "internal links that do not resolve").toEqual([]);
  });
});

/**
 * The pages axe scans: every page, except that of the pages made from one template with only
 * their words changed (the 17 city and region pages, the 8 service pages) three of each are
 * enough; the crawl above still checks all of them.
 */
function axeSample(urls: string[]): string[] {
  const seen = new Map<string, number>();
  return urls.filter((url) => {
    const path = new URL(url).pathname;
    const family = /-seo-services$/.test(path) ? "city" : path.startsWith("/services/") ? "service" : path;
    seen.set(family, (seen.get(family) ?? 0) + 1);
    return seen.get(family)! <= 3;
  });
}

for (let shard = 0; shard < AXE_SHARDS; shard++) {
  test(`sitemap pages ${shard + 1}/${AXE_SHARDS} pass axe WCAG 2.1 AA as served`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const urls = axeSample(await sitemapUrls(request)).filter((_, index) => index % AXE_SHARDS === shard);
    for (const url of urls) await expectNoServerRenderedA11yViolations(page, pathOf(url));
  });
}
