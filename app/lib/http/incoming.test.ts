import { describe, expect, it } from "vitest";
import {
  isCrossSiteSubmission,
  isUnhandledMethod,
  isUnroutablePath,
  isUnservedHost,
  isWriteToRouteDiscovery,
  requestForRemix,
} from "./incoming";

const post = (headers: Record<string, string>) =>
  new Request("https://site.example/contact", { method: "POST", headers, body: "a=1" });

describe("isCrossSiteSubmission", () => {
  it("lets the site's own forms and GETs through", () => {
    expect(isCrossSiteSubmission(post({ Origin: "https://site.example", "Sec-Fetch-Site": "same-origin" }))).toBe(
      false,
    );
    expect(isCrossSiteSubmission(post({}))).toBe(false);
    expect(isCrossSiteSubmission(new Request("https://site.example/", { headers: { Origin: "null" } }))).toBe(false);
  });

  it("refuses foreign origins, browsers that say cross-site, and Origin: null", () => {
    expect(isCrossSiteSubmission(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteSubmission(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteSubmission(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteSubmission(post({ Origin: "http://site.example" }))).toBe(true);
  });
});

describe("isUnhandledMethod", () => {
  it("answers reads and form posts, and refuses every other method, invented ones included", () => {
    for (const method of ["GET", "HEAD", "POST"])
      expect(isUnhandledMethod(new Request("https://site.example/", { method })), method).toBe(false);
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"])
      expect(isUnhandledMethod(new Request("https://site.example/", { method })), method).toBe(true);
  });
});

describe("isUnservedHost", () => {
  it("serves only SITE_URL's host when it is set, and every host when it is not", () => {
    const at = (url: string) => new Request(url);
    expect(isUnservedHost(at("https://www.rankwell.co/about"), "https://www.rankwell.co")).toBe(false);
    expect(isUnservedHost(at("https://rankwell.co/about"), "https://www.rankwell.co")).toBe(true);
    expect(isUnservedHost(at("https://evil.example/"), "https://www.rankwell.co")).toBe(true);
    expect(isUnservedHost(at("http://127.0.0.1:8799/"), "http://127.0.0.1:8799")).toBe(false);
    expect(isUnservedHost(at("http://127.0.0.1:8698/"), "http://127.0.0.1:8799")).toBe(true);
    expect(isUnservedHost(at("http://anything.test/"), "")).toBe(false);
    expect(isUnservedHost(at("http://anything.test/"), undefined)).toBe(false);
  });
});

describe("requestForRemix", () => {
  it("drops X-Forwarded-Host and keeps the method, other headers and body", async () => {
    const request = requestForRemix(post({ "X-Forwarded-Host": "evil.example", "Content-Type": "text/plain" }));
    expect(request.headers.has("X-Forwarded-Host")).toBe(false);
    expect(request.headers.get("Content-Type")).toBe("text/plain");
    expect(request.method).toBe("POST");
    expect(await request.text()).toBe("a=1");
  });

  it("moves a GET to the edge cache's normalised URL", () => {
    const request = requestForRemix(
      new Request("https://site.example/?utm_source=x", { headers: { Accept: "text/html" } }),
      new URL("https://site.example/"),
    );
    expect(request.url).toBe("https://site.example/");
    expect(request.headers.get("Accept")).toBe("text/html");
  });

  it("leaves an ordinary request as it is", () => {
    const original = new Request("https://site.example/about");
    expect(requestForRemix(original)).toBe(original);
  });
});

describe("isUnroutablePath", () => {
  it("refuses an encoded backslash anywhere in the path, and nothing the site links to", () => {
    for (const path of ["/%5C", "/%5c%7C", "/x/%5C", "/%5C/contact"]) {
      expect(isUnroutablePath(new Request(`https://site.example${path}`)), path).toBe(true);
    }
    for (const path of ["/", "/contact", "/services/local-seo", "/%E2%9C%93", "/?q=%5C"]) {
      expect(isUnroutablePath(new Request(`https://site.example${path}`)), path).toBe(false);
    }
  });
});

describe("isWriteToRouteDiscovery", () => {
  const at = (method: string, path = "/__manifest?p=%2Fabout&version=1") =>
    isWriteToRouteDiscovery(new Request(`https://site.test${path}`, { method }));

  it("refuses writes to Remix's route-discovery endpoint", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(at(method), method).toBe(true);
  });

  it("lets reads through, and leaves other paths alone", () => {
    expect(at("GET")).toBe(false);
    expect(at("HEAD")).toBe(false);
    expect(at("POST", "/contact")).toBe(false);
    expect(at("POST", "/__manifest/else")).toBe(false);
  });
});
