/** The head's language alternates and geo tags, as the server sends them (docs/product.md §8). */
import { expect, served, test } from "./support/test";

test("every page names its language and an x-default alternate, both its canonical URL", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/", "/services/local-seo", "/tampa-seo-services"]) {
    const { status, document } = await served(request, path);
    expect(status, path).toBe(200);
    const canonical = `${baseURL}${path}`;
    const href = (selector: string) =>
      [...document.querySelectorAll(selector)].map((link) => link.getAttribute("href"));
    expect(href('link[rel="canonical"]'), path).toEqual([canonical]);
    expect(href('link[rel="alternate"][hreflang="en"]'), path).toEqual([canonical]);
    expect(href('link[rel="alternate"][hreflang="x-default"]'), path).toEqual([canonical]);
  }
});

test("city pages carry their office's geo tags; other pages none", async ({ request }) => {
  const city = (await served(request, "/cheyenne-seo-services")).document;
  const meta = (name: string) => city.querySelector(`meta[name="${name}"]`)?.getAttribute("content");
  expect(meta("geo.region")).toBe("US-WY");
  expect(meta("geo.placename")).toBe("Cheyenne");
  expect(meta("geo.position")).toMatch(/^41\.\d+;-104\.\d+$/);
  expect(meta("ICBM")).toMatch(/^41\.\d+, -104\.\d+$/);
  const about = (await served(request, "/about")).document;
  expect(about.querySelectorAll('meta[name="geo.region"]')).toHaveLength(0);
});
