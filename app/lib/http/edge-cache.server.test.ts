import { describe, expect, it } from "vitest";
import { cacheKey, edgeCacheUrl, isCacheableResponse, pageVersion } from "./edge-cache.server";

const page = (path: string, init?: RequestInit) => new Request(`https://site.example${path}`, init);
const html = (init?: ResponseInit) =>
  new Response("<!DOCTYPE html>", { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });
const keyOf = (path: string) => {
  const url = edgeCacheUrl(page(path));
  return url && cacheKey(url, "abc123").url;
};

describe("edgeCacheUrl", () => {
  it("takes anonymous GETs of public pages, at the URL the page reads", () => {
    expect(edgeCacheUrl(page("/"))?.href).toBe("https://site.example/");
    expect(edgeCacheUrl(page("/services/local-seo?x=1"))?.href).toBe("https://site.example/services/local-seo");
    expect(edgeCacheUrl(page("/authority-guide"))).toBeDefined();
  });

  it("leaves out visitors with cookies or credentials, other methods and private areas", () => {
    expect(edgeCacheUrl(page("/", { headers: { Cookie: "a=b" } }))).toBeUndefined();
    expect(edgeCacheUrl(page("/", { headers: { Authorization: "Bearer x" } }))).toBeUndefined();
    expect(edgeCacheUrl(page("/audit", { method: "POST" }))).toBeUndefined();
    expect(edgeCacheUrl(page("/_root.data"))).toBeUndefined();
    expect(edgeCacheUrl(page("/about.data"))).toBeUndefined();
    for (const path of [
      "/auth",
      "/auth/reset",
      "/dashboard",
      "/profile",
      "/project/1",
      "/admin/leads",
      "/diagnostics/stream",
      "/api/vitals",
    ]) {
      expect(edgeCacheUrl(page(path)), path).toBeUndefined();
    }
  });

  it("never keeps letter-case, trailing-slash or escaped variants of a path", () => {
    for (const path of ["/AUTH", "/Auth/Reset", "/ADMIN/leads", "/Contact", "/contact/", "/%63ontact", "//contact"]) {
      expect(edgeCacheUrl(page(path)), path).toBeUndefined();
    }
  });
});

describe("cacheKey", () => {
  it("lives in its own namespace, keyed by the build and the normalised URL", () => {
    expect(keyOf("/contact?service=local-seo&utm_source=x")).toBe(
      "https://site.example/__edge-cache/abc123/contact?service=local-seo",
    );
  });

  it("cannot be steered by a parameter a visitor sends", () => {
    expect(keyOf("/contact?__build=attacker-text")).toBe(keyOf("/contact"));
    expect(keyOf("/?utm_source=a&gclid=b&fbclid=c&msclkid=d&random=e")).toBe(keyOf("/"));
    expect(keyOf("/?plan=crm&crm=features")).toBe(keyOf("/?crm=features&plan=crm&utm_medium=x"));
  });
});

describe("isCacheableResponse", () => {
  it("stores only complete, cookie-free 200 HTML pages that did not set their own caching", () => {
    expect(isCacheableResponse(html())).toBe(true);
    expect(isCacheableResponse(html({ status: 404 }))).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
    expect(isCacheableResponse(html({ headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isCacheableResponse(html({ headers: { "Content-Type": "text/html", "Cache-Control": "no-store" } }))).toBe(
      false,
    );
  });
});

describe("pageVersion", () => {
  it("adds the deployment's id, so a deploy that changes only server code gets keys of its own", () => {
    const before = cacheKey(new URL("https://site.test/about"), pageVersion("68027c52", { id: "deploy-1" }));
    const after = cacheKey(new URL("https://site.test/about"), pageVersion("68027c52", { id: "deploy-2" }));
    expect(before.url).not.toBe(after.url);
    expect(pageVersion("68027c52", { id: "deploy-1" })).toBe("68027c52.deploy-1");
  });

  it("is the build's version where no deployment is known (unit tests, other hosts)", () => {
    expect(pageVersion("68027c52")).toBe("68027c52");
    expect(pageVersion("68027c52", { id: "" })).toBe("68027c52");
  });
});
