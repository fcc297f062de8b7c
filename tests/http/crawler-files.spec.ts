/** robots.txt, sitemap.xml (indexable URLs only) and the five permanent redirects. */
import { expect, served, test, textOf } from "./support/test";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";

const NOT_INDEXABLE_PREFIXES = [
  "/auth",
  "/admin",
  "/dashboard",
  "/profile",
  "/project",
  "/audit",
  "/diagnostics",
  "/widget-preview",
  "/logout",
];

test("robots.txt allows the site, disallows the private areas and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  for (const path of ["/admin", "/dashboard", "/profile", "/project", "/auth", "/widget-preview", "/api"])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the indexable pages once each, on this origin, and nothing private", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const urls = await sitemapUrls(request);
  expect(new Set(urls).size).toBe(urls.length);
  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const path = pathOf(url);
    expect(
      // Whole segments: /audit/preview/… is private, /audit-bot is a public page.
      NOT_INDEXABLE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
      path,
    ).toBe(false);
  }
  const paths = urls.map(pathOf);
  for (const path of [
    "/",
    "/sitemap.html",
    "/services/local-seo",
    "/tampa-seo-services",
    "/national-seo-audit",
    "/case-studies",
  ]) {
    expect(paths).toContain(path);
  }
});

test("pages outside the sitemap that must not be indexed say so", async ({ request }) => {
  for (const path of ["/auth", "/no-such-page"]) {
    const { document } = await served(request, path);
    const robots = [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute("content"));
    expect(robots, path).toEqual(["noindex,nofollow"]);
  }
});

test.describe("permanent redirects", () => {
  const redirects: Record<string, string> = {
    "/done-for-you": "/services/done-for-you",
    "/local-seo": "/services/local-seo",
    "/technical-seo": "/services/technical-seo",
    "/sitemap": "/sitemap.html",
    "/blog": "/case-studies",
  };
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  test("the query string is kept", async ({ request }) => {
    const response = await request.get("/local-seo?utm_source=flyer", { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe("/services/local-seo?utm_source=flyer");
  });

  test("following /sitemap lands on the human sitemap", async ({ request, baseURL }) => {
    const { url, status, document } = await served(request, "/sitemap", { follow: true });
    expect(status).toBe(200);
    expect(url).toBe(`${baseURL}/sitemap.html`);
    expect([...document.querySelectorAll("h1")].map(textOf)).toEqual(["Sitemap"]);
  });
});
