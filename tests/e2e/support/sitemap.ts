import { expect, type APIRequestContext } from "@playwright/test";

/** The <loc> URLs of /sitemap.xml, in order. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  expect(urls.length, "the sitemap lists pages").toBeGreaterThan(0);
  return urls;
}

/** The path, query and fragment of an address: for page.goto against the test origin, or to compare where a page is. */
export function pathOf(url: string | URL): string {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}
