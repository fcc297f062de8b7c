/**
 * Every page of /sitemap.xml passes axe WCAG 2.1 AA as served: the part of the "done when"
 * that needs a browser. The rest (200, one <h1>, unique title and description within the limits,
 * canonical URL, social tags, robots, JSON-LD, internal links) is read from each page's HTML in
 * tests/http/public-crawl.spec.ts.
 */
import { expect, test } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { pathOf, sitemapUrls } from "./support/sitemap";

/**
 * The axe scans (a page load and a scan each, seconds on a slow machine) are spread over this many
 * tests, two pages each, so each stays short and two workers share them.
 */
const AXE_SHARDS = 11;

/**
 * The pages axe scans: every page, except that of the pages made from one template with only
 * their words changed (the 17 city and region pages, the 8 service pages) three of each are
 * enough; the HTTP crawl still reads all of them.
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
    const urls = axeSample(await sitemapUrls(request)).filter((_, index) => index % AXE_SHARDS === shard);
    expect(urls.length, "pages for this shard (fewer pages than shards: lower AXE_SHARDS)").toBeGreaterThan(0);
    for (const url of urls) await expectNoServerRenderedA11yViolations(page, pathOf(url));
  });
}
