import { describe, expect, it } from "vitest";
import { DEAD_PATHS, KNOWN_ROUTES } from "~/content/known-routes.fixture";
import { PERMANENT_REDIRECTS, permanentRedirectTarget } from "./redirects";

const at = (path: string) => permanentRedirectTarget(new URL(path, "https://x.test"));

describe("permanentRedirectTarget", () => {
  it("sends the four dead footer paths and /blog to real pages", () => {
    expect(at("/done-for-you")).toBe("/services/done-for-you");
    expect(at("/local-seo")).toBe("/services/local-seo");
    expect(at("/technical-seo")).toBe("/services/technical-seo");
    expect(at("/sitemap")).toBe("/sitemap.html");
    expect(at("/blog")).toBe("/case-studies");
  });

  it("keeps the query string and ignores a trailing slash", () => {
    expect(at("/local-seo?utm_source=x")).toBe("/services/local-seo?utm_source=x");
    expect(at("/blog/")).toBe("/case-studies");
  });

  it("matches exact paths only", () => {
    expect(at("/blog/some-post")).toBeNull();
    expect(at("/local-seo-x")).toBeNull();
    expect(at("/")).toBeNull();
  });

  it("covers every dead path and points only at routes of the route table", () => {
    for (const path of DEAD_PATHS) expect(PERMANENT_REDIRECTS[path], path).toBeDefined();
    for (const target of Object.values(PERMANENT_REDIRECTS)) expect(KNOWN_ROUTES.has(target), target).toBe(true);
  });
  it("leaves out a query that would make the target longer than 2,048 characters", () => {
    const long = new URL(`https://s.example/local-seo?utm_source=${"x".repeat(50_000)}`);
    expect(permanentRedirectTarget(long)).toBe("/services/local-seo");
  });
});
