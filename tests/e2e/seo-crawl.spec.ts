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
const DESCRIPTION_MAX = 160;
const ROBOTS_INDEX = "index,follow,max-image-preview:large";
/** The axe scans (about a second a page) are spread over this many tests, run in parallel. */
const AXE_SHARDS = 4;

interface PageFacts {
  url: string;
  title: string;
  description: string;
  links: string[];
}

async function content(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector);
  return (await element.count()) === 1 ? element.getAttribute("content") : null;
}

/**
 * Checks one page as served (the context runs without JavaScript) and returns what must be
 * unique across pages. Soft assertions, so one run reports every page's problems.
 */
async function checkPage(page: Page, url: string): Promise<PageFacts | null> {
  const response = await page.goto(pathOf(url));
  expect.soft(response?.status(), url).toBe(200);
  if (response?.status() !== 200) return null;
  await expect.soft(page.locator("h1"), `${url}: exactly one h1`).toHaveCount(1);

  const title = await page.title();
  expect.soft(title.length, `${url}: title "${title}"`).toBeGreaterThan(0);
  expect.soft(title.length, `${url}: title "${title}"`).toBeLessThanOrEqual(TITLE_MAX);
  const description = (await content(page, 'meta[name="description"]')) ?? "";
  expect.soft(description.length, `${url}: description`).toBeGreaterThan(0);
  expect.soft(description.length, `${url}: description "${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);

  await expect.soft(page.locator('link[rel="canonical"]'), `${url}: canonical`).toHaveAttribute("href", url);
  expect.soft(await content(page, 'meta[name="robots"]'), `${url}: robots`).toBe(ROBOTS_INDEX);
  expect.soft(await content(page, 'meta[property="og:url"]'), `${url}: og:url`).toBe(url);
  expect.soft(await content(page, 'meta[property="og:title"]'), `${url}: og:title`).toBeTruthy();
  expect.soft(await content(page, 'meta[property="og:description"]'), `${url}: og:description`).toBeTruthy();
  expect
    .soft(await content(page, 'meta[property="og:image"]'), `${url}: og:image`)
    .toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  expect.soft(await content(page, 'meta[property="og:image:width"]'), `${url}: og:image:width`).toBe("1200");
  expect.soft(await content(page, 'meta[property="og:image:height"]'), `${url}: og:image:height`).toBe("630");
  expect.soft(await content(page, 'meta[name="twitter:card"]'), `${url}: twitter:card`).toBe("summary_large_image");
  for (const name of ["twitter:title", "twitter:description", "twitter:image"]) {
    expect.soft(await content(page, `meta[name="${name}"]`), `${url}: ${name}`).toBeTruthy();
  }

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect.soft(jsonLd.length, `${url}: JSON-LD`).toBeGreaterThan(0);
  const documents = jsonLd.map((text) => {
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
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const links = hrefs
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

for (let shard = 0; shard < AXE_SHARDS; shard++) {
  test(`sitemap pages ${shard + 1}/${AXE_SHARDS} pass axe WCAG 2.1 AA as served`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const urls = (await sitemapUrls(request)).filter((_, index) => index % AXE_SHARDS === shard);
    for (const url of urls) await expectNoServerRenderedA11yViolations(page, pathOf(url));
  });
}
