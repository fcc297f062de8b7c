import { describe, expect, it } from "vitest";
import type { FetchedPage } from "./fetch-page.server";
import { isAllowed, parseRobots } from "./robots-rules";
import { fetchSiteFiles, readRobots, readSitemap } from "./site-files.server";

const encode = (text: string) => new TextEncoder().encode(text);

function fetched(over: Partial<FetchedPage> & { text?: string } = {}): FetchedPage {
  const body = encode(over.text ?? "");
  return {
    requestedUrl: "https://acme.com/robots.txt",
    finalUrl: "https://acme.com/robots.txt",
    hops: [],
    status: 200,
    headers: new Headers(),
    contentType: "text/plain",
    contentEncoding: null,
    body,
    bytesRead: body.byteLength,
    truncated: false,
    ttfbMs: 10,
    totalMs: 10,
    ...over,
  };
}

describe("parseRobots and isAllowed (Google's reading, for User-agent: *)", () => {
  it("takes the * group's rules and every Sitemap line", () => {
    const { rules, sitemaps } = parseRobots(
      "# comment\nUser-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin # private\nAllow: /admin/public\n\nSitemap: https://acme.com/sitemap.xml\nsitemap: /relative.xml\n",
    );
    expect(rules).toEqual([
      { allow: false, path: "/admin" },
      { allow: true, path: "/admin/public" },
    ]);
    expect(sitemaps).toEqual(["https://acme.com/sitemap.xml"]);
  });

  it("a group naming several agents, * among them, applies", () => {
    expect(parseRobots("User-agent: bingbot\nUser-agent: *\nDisallow: /\n").rules).toEqual([
      { allow: false, path: "/" },
    ]);
  });

  it("an empty Disallow allows everything", () => {
    const { rules } = parseRobots("User-agent: *\nDisallow:\n");
    expect(isAllowed(rules, "/")).toBe(true);
  });

  it.each([
    ["Disallow: /", "/", false],
    ["Disallow: /", "/page", false],
    ["Disallow: /admin", "/admin/x", false],
    ["Disallow: /admin", "/administrator", false],
    ["Disallow: /admin/", "/admin", true],
    ["Disallow: /*.pdf$", "/menu.pdf", false],
    ["Disallow: /*.pdf$", "/menu.pdf?x=1", true],
    ["Disallow: /*?", "/page?q=1", false],
    ["Disallow: /\nAllow: /$", "/", true],
    ["Disallow: /\nAllow: /$", "/page", false],
    ["Disallow: /shop\nAllow: /shop", "/shop", true],
    ["Disallow: /a.b", "/axb", true],
  ])("%j: %s allowed = %s", (rules, path, allowed) => {
    expect(isAllowed(parseRobots(`User-agent: *\n${rules}\n`).rules, path)).toBe(allowed);
  });
});

describe("readRobots", () => {
  it("blocks everything with Disallow: / under *", () => {
    const robots = readRobots("https://acme.com/robots.txt", fetched({ text: "User-agent: *\nDisallow: /\n" }), "/");
    expect(robots).toMatchObject({ reach: "ok", blocksAll: true, blocksPage: true, html: false });
  });

  it("Googlebot-only rules do not block everything", () => {
    const robots = readRobots("u", fetched({ text: "User-agent: Googlebot\nDisallow: /\n" }), "/");
    expect(robots.blocksAll).toBe(false);
  });

  it("blocks the page's path without blocking the site", () => {
    const robots = readRobots("u", fetched({ text: "User-agent: *\nDisallow: /private\n" }), "/private/page");
    expect(robots).toMatchObject({ blocksAll: false, blocksPage: true });
  });

  it("an HTML answer is not rules", () => {
    const robots = readRobots(
      "u",
      fetched({ contentType: "text/html", text: "<!doctype html><p>Disallow: /</p>" }),
      "/",
    );
    expect(robots).toMatchObject({ html: true, blocksAll: false });
  });

  it.each([
    [fetched({ status: 404 }), "missing"],
    [fetched({ status: 410 }), "missing"],
    [fetched({ status: 503 }), "server-error"],
    [fetched({ status: null, error: "timeout" }), "unreachable"],
    [fetched({ error: "refused-hop" }), "refused"],
  ] as const)("reach: %#", (page, reach) => {
    expect(readRobots("u", page, "/").reach).toBe(reach);
  });
});

describe("readSitemap", () => {
  it.each([
    ['<?xml version="1.0"?><urlset xmlns="x"><url>', true],
    ["<sitemapindex>", true],
    ['<?xml version="1.0"?><ns:urlset xmlns:ns="x">', true],
    ["<!doctype html><html>", false],
  ])("%s looks like a sitemap: %s", (text, looks) => {
    expect(readSitemap("u", "default", fetched({ text })).looksLikeSitemap).toBe(looks);
  });

  it("a gzip file counts", () => {
    const body = new Uint8Array([0x1f, 0x8b, 8, 0]);
    expect(
      readSitemap("u", "default", fetched({ body, contentType: "application/octet-stream" })).looksLikeSitemap,
    ).toBe(true);
  });

  it("a 404 is missing", () => {
    expect(readSitemap("u", "robots-txt", fetched({ status: 404, text: "<urlset>" }))).toMatchObject({
      reach: "missing",
      looksLikeSitemap: false,
    });
  });
});

describe("fetchSiteFiles", () => {
  const table = (routes: Record<string, () => Response>) => {
    const calls: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const route = routes[url];
      if (!route) return new Response("Not found", { status: 404, headers: { "content-type": "text/html" } });
      return route();
    }) as typeof fetch;
    return { fetcher, calls };
  };

  it("uses robots.txt's sitemap and the page's icon", async () => {
    const { fetcher, calls } = table({
      "https://acme.com/robots.txt": () => new Response("User-agent: *\nAllow: /\nSitemap: https://acme.com/s.xml\n"),
      "https://acme.com/s.xml": () => new Response("<urlset>"),
      "https://acme.com/img/icon.png": () => new Response("PNG", { headers: { "content-type": "image/png" } }),
    });
    const files = await fetchSiteFiles("https://acme.com/page", ["img/icon.png"], "https://acme.com/", { fetcher });
    expect(files.sitemap).toMatchObject({
      url: "https://acme.com/s.xml",
      source: "robots-txt",
      looksLikeSitemap: true,
    });
    expect(files.favicon).toMatchObject({ url: "https://acme.com/img/icon.png", declared: true, isImage: true });
    expect(calls.sort()).toEqual([
      "https://acme.com/img/icon.png",
      "https://acme.com/robots.txt",
      "https://acme.com/s.xml",
    ]);
  });

  it("falls back to /sitemap.xml and /favicon.ico, and never fetches a refused address named by the site", async () => {
    const { fetcher, calls } = table({
      "https://acme.com/robots.txt": () => new Response("Sitemap: http://10.0.0.5/sitemap.xml\n"),
    });
    const files = await fetchSiteFiles("https://acme.com/", ["http://192.168.0.1/icon.png"], "https://acme.com/", {
      fetcher,
    });
    expect(files.sitemap).toMatchObject({ url: "https://acme.com/sitemap.xml", source: "default", reach: "missing" });
    expect(files.favicon).toMatchObject({ url: "https://acme.com/favicon.ico", declared: false, reach: "missing" });
    expect(calls).not.toContain("http://10.0.0.5/sitemap.xml");
    expect(calls).not.toContain("http://192.168.0.1/icon.png");
  });

  it("a data: icon is not fetched", async () => {
    const { fetcher, calls } = table({});
    const files = await fetchSiteFiles("https://acme.com/", ["data:image/svg+xml,<svg/>"], "https://acme.com/", {
      fetcher,
    });
    expect(files.favicon).toMatchObject({ inline: true, reach: "ok" });
    expect(calls).not.toContain("https://acme.com/favicon.ico");
  });

  it("an HTML error page at /favicon.ico is not an icon", async () => {
    const { fetcher } = table({
      "https://acme.com/favicon.ico": () => new Response("<html>", { headers: { "content-type": "text/html" } }),
    });
    const files = await fetchSiteFiles("https://acme.com/", [], "https://acme.com/", { fetcher });
    expect(files.favicon).toMatchObject({ reach: "ok", isImage: false });
  });
});
