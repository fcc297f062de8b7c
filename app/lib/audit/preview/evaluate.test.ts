import { describe, expect, it } from "vitest";
import { countLinks, evaluate, jsonLdTypes, quote, robotsDirectives, shortUrl, type EvaluateExtras } from "./evaluate";
import type { FetchedPage } from "./fetch-page.server";
import { emptyFacts, type PageFacts } from "./page-facts";
import type { CheckId, CheckStatus } from "./report";
import type { SiteFiles } from "./site-files.server";

const URL_ = "https://www.acme.com/services";

function fetched(over: Partial<FetchedPage> = {}): FetchedPage {
  return {
    requestedUrl: URL_,
    finalUrl: URL_,
    hops: [{ url: URL_, status: 200 }],
    status: 200,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", "content-encoding": "br" }),
    contentType: "text/html; charset=utf-8",
    contentEncoding: "br",
    body: new Uint8Array(0),
    bytesRead: 40_000,
    truncated: false,
    ttfbMs: 200,
    totalMs: 400,
    ...over,
  };
}

function goodFacts(over: Partial<PageFacts> = {}): PageFacts {
  return {
    ...emptyFacts(),
    titles: ["Acme Plumbing \u2013 Emergency plumbers in Leeds"],
    descriptions: [
      "Acme Plumbing fixes leaks, boilers and blocked drains across Leeds, 24 hours a day, at fixed prices.",
    ],
    h1s: ["Emergency plumbers in Leeds"],
    canonicals: [URL_],
    lang: "en-GB",
    viewport: "width=device-width, initial-scale=1",
    charset: "utf-8",
    openGraph: { "og:title": "Acme", "og:description": "Plumbers", "og:image": "https://www.acme.com/og.png" },
    twitter: { "twitter:card": "summary_large_image" },
    jsonLd: ['{"@context":"https://schema.org","@type":"Plumber","name":"Acme"}'],
    images: 4,
    imagesWithoutAlt: 0,
    links: ["/", "/contact", "/about", "https://twitter.com/acme"],
    linkCount: 4,
    ...over,
  };
}

function site(
  over: {
    robots?: Partial<SiteFiles["robots"]>;
    sitemap?: Partial<SiteFiles["sitemap"]>;
    favicon?: Partial<SiteFiles["favicon"]>;
  } = {},
): SiteFiles {
  return {
    robots: {
      url: "https://www.acme.com/robots.txt",
      reach: "ok",
      status: 200,
      html: false,
      blocksAll: false,
      blocksPage: false,
      sitemaps: ["https://www.acme.com/sitemap.xml"],
      ...over.robots,
    },
    sitemap: {
      url: "https://www.acme.com/sitemap.xml",
      source: "robots-txt",
      reach: "ok",
      status: 200,
      looksLikeSitemap: true,
      ...over.sitemap,
    },
    favicon: {
      url: "https://www.acme.com/favicon.ico",
      declared: false,
      inline: false,
      reach: "ok",
      status: 200,
      isImage: true,
      ...over.favicon,
    },
  };
}

const extras = (siteFiles: SiteFiles | null = site()): EvaluateExtras => ({
  siteFiles,
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  maxHops: 5,
});

function check(
  id: CheckId,
  facts: PageFacts | null = goodFacts(),
  page: FetchedPage = fetched(),
  siteFiles: SiteFiles | null = site(),
) {
  const found = evaluate(facts, page, extras(siteFiles)).find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

const expectCheck = (result: { status: CheckStatus; finding: string }, status: CheckStatus, finding: RegExp) => {
  expect(result.finding).toMatch(finding);
  expect(result.status).toBe(status);
};

describe("evaluate: a healthy page passes everything", () => {
  it("passes every check, with a label, a finding and a why each", () => {
    const checks = evaluate(goodFacts(), fetched(), extras());
    expect(checks).toHaveLength(20);
    for (const c of checks) {
      expect([c.id, c.status]).toEqual([c.id, "pass"]);
      expect(c.label).not.toBe("");
      expect(c.finding).not.toBe("");
      expect(c.why).not.toBe("");
      expect(c.finding).not.toMatch(/\n/);
    }
  });
});

describe("evaluate, check by check", () => {
  it.each<[string, CheckId, PageFacts | null, FetchedPage, CheckStatus, RegExp]>([
    // status
    ["status 200", "status", goodFacts(), fetched(), "pass", /200 OK/],
    ["status 203", "status", goodFacts(), fetched({ status: 203 }), "warn", /203 Non-Authoritative/],
    ["status 404", "status", null, fetched({ status: 404 }), "fail", /404 Not Found/],
    ["status 503", "status", null, fetched({ status: 503 }), "fail", /503 Service Unavailable.*server error/],
    [
      "status 302 without location",
      "status",
      null,
      fetched({ status: 302 }),
      "warn",
      /302 Found without a usable redirect/,
    ],
    // content type
    ["html with charset", "content-type", goodFacts(), fetched(), "pass", /text\/html in UTF-8/],
    [
      "html, charset only in the page",
      "content-type",
      goodFacts({ charset: "windows-1252" }),
      fetched({ contentType: "text/html" }),
      "pass",
      /WINDOWS-1252/,
    ],
    [
      "html without charset",
      "content-type",
      goodFacts({ charset: null }),
      fetched({ contentType: "text/html" }),
      "warn",
      /no character set/,
    ],
    [
      "no content type, read as HTML",
      "content-type",
      goodFacts(),
      fetched({ contentType: null }),
      "warn",
      /no Content-Type/,
    ],
    [
      "a PDF",
      "content-type",
      null,
      fetched({ contentType: "application/pdf" }),
      "fail",
      /application\/pdf, not an HTML page/,
    ],
    // redirects
    ["no redirects", "redirects", goodFacts(), fetched(), "pass", /No redirects/],
    [
      "one permanent redirect",
      "redirects",
      goodFacts(),
      fetched({
        requestedUrl: "http://acme.com/",
        hops: [
          { url: "http://acme.com/", status: 301 },
          { url: URL_, status: 200 },
        ],
      }),
      "pass",
      /One permanent redirect \(301 Moved Permanently\), http:\/\/acme.com\/ \u2192 https:\/\/www.acme.com\/services/,
    ],
    [
      "one temporary redirect",
      "redirects",
      goodFacts(),
      fetched({
        requestedUrl: "http://acme.com/",
        hops: [
          { url: "http://acme.com/", status: 302 },
          { url: URL_, status: 200 },
        ],
      }),
      "warn",
      /One temporary redirect \(302 Found\)/,
    ],
    [
      "a chain",
      "redirects",
      goodFacts(),
      fetched({
        requestedUrl: "http://acme.com/",
        hops: [
          { url: "http://acme.com/", status: 301 },
          { url: "https://acme.com/", status: 302 },
          { url: URL_, status: 200 },
        ],
      }),
      "warn",
      /A chain of 2 redirects.*1 of them temporary/,
    ],
    [
      "https to http",
      "redirects",
      goodFacts(),
      fetched({
        requestedUrl: "https://acme.com/",
        finalUrl: "http://acme.com/",
        hops: [
          { url: "https://acme.com/", status: 301 },
          { url: "http://acme.com/", status: 200 },
        ],
      }),
      "fail",
      /HTTPS down to plain HTTP/,
    ],
    [
      "a loop",
      "redirects",
      null,
      fetched({
        error: "loop",
        finalUrl: "https://www.acme.com/a",
        hops: [
          { url: "https://www.acme.com/a", status: 301 },
          { url: "https://www.acme.com/b", status: 301 },
        ],
      }),
      "fail",
      /loop back to https:\/\/www.acme.com\/a/,
    ],
    ["too many", "redirects", null, fetched({ error: "too-many-redirects" }), "fail", /More than 5 redirects/],
    [
      "refused hop",
      "redirects",
      null,
      fetched({ error: "refused-hop", refused: { url: "http://10.0.0.1/", reason: "a private address (10.0.0.0/8)" } }),
      "fail",
      /http:\/\/10.0.0.1\/, not a public website/,
    ],
    // https
    ["https", "https", goodFacts(), fetched(), "pass", /^Served over HTTPS\.$/],
    [
      "http upgraded",
      "https",
      goodFacts(),
      fetched({ requestedUrl: "http://www.acme.com/services" }),
      "pass",
      /http:\/\/ address redirects to it/,
    ],
    [
      "plain http",
      "https",
      goodFacts(),
      fetched({ requestedUrl: "http://acme.com/", finalUrl: "http://acme.com/" }),
      "fail",
      /plain HTTP, with no redirect/,
    ],
    [
      "https down to http",
      "https",
      goodFacts(),
      fetched({ requestedUrl: "https://acme.com/", finalUrl: "http://acme.com/" }),
      "fail",
      /redirects to plain HTTP/,
    ],
    // speed
    ["fast", "speed", goodFacts(), fetched(), "pass", /First byte after 200 ms, the whole page in 400 ms\.$/],
    ["slow first byte", "speed", goodFacts(), fetched({ ttfbMs: 1200, totalMs: 1300 }), "warn", /1.2 s.*under 800 ms/],
    ["very slow total", "speed", goodFacts(), fetched({ ttfbMs: 500, totalMs: 5200 }), "fail", /5.2 s/],
    ["timeout", "speed", null, fetched({ error: "timeout", ttfbMs: null }), "fail", /within 8.0 s/],
    // size
    ["compressed", "size", goodFacts(), fetched(), "pass", /39 KB of HTML, sent compressed \(br\)/],
    [
      "small uncompressed",
      "size",
      goodFacts(),
      fetched({ bytesRead: 3000, contentEncoding: null }),
      "pass",
      /hardly matters/,
    ],
    [
      "uncompressed",
      "size",
      goodFacts(),
      fetched({ bytesRead: 80_000, contentEncoding: null }),
      "warn",
      /without compression/,
    ],
    ["heavy", "size", goodFacts(), fetched({ bytesRead: 700 * 1024 }), "warn", /700 KB of HTML.*under 500 KB/],
    [
      "truncated",
      "size",
      goodFacts(),
      fetched({ bytesRead: 2 * 1024 * 1024, truncated: true }),
      "fail",
      /larger than 2.0 MB/,
    ],
    // title
    [
      "good title",
      "title",
      goodFacts(),
      fetched(),
      "pass",
      /\u201cAcme Plumbing \u2013 Emergency plumbers in Leeds\u201d is 43 characters\./,
    ],
    [
      "short title",
      "title",
      goodFacts({ titles: ["Acme Plumbing \u2013 Home"] }),
      fetched(),
      "warn",
      /is 20 characters; 30\u201360 reads best/,
    ],
    [
      "long title",
      "title",
      goodFacts({ titles: ["x".repeat(75)] }),
      fetched(),
      "warn",
      /75 characters; results cut titles after about 60/,
    ],
    ["no title", "title", goodFacts({ titles: [] }), fetched(), "fail", /no <title> tag/],
    ["empty title", "title", goodFacts({ titles: [""] }), fetched(), "fail", /<title> tag is empty/],
    [
      "two titles",
      "title",
      goodFacts({ titles: ["One good title of the right length", "Two"] }),
      fetched(),
      "warn",
      /2 <title> tags/,
    ],
    [
      "not html",
      "title",
      null,
      fetched({ contentType: "application/pdf" }),
      "fail",
      /Not checked: the address returned application\/pdf/,
    ],
    ["a 404 page", "title", null, fetched({ status: 404 }), "fail", /Not checked: the page answered 404 Not Found/],
    // description
    ["good description", "description", goodFacts(), fetched(), "pass", /100 characters/],
    ["no description", "description", goodFacts({ descriptions: [] }), fetched(), "fail", /No meta description/],
    ["empty description", "description", goodFacts({ descriptions: [""] }), fetched(), "fail", /is empty/],
    [
      "short description",
      "description",
      goodFacts({ descriptions: ["Plumbers in Leeds."] }),
      fetched(),
      "warn",
      /18 characters; 70\u2013160/,
    ],
    [
      "long description",
      "description",
      goodFacts({ descriptions: ["y".repeat(200)] }),
      fetched(),
      "warn",
      /200 characters; results cut it after about 160/,
    ],
    [
      "two descriptions",
      "description",
      goodFacts({ descriptions: ["a".repeat(100), "b"] }),
      fetched(),
      "warn",
      /2 meta descriptions/,
    ],
    // h1
    ["one h1", "h1", goodFacts(), fetched(), "pass", /One <h1>: \u201cEmergency plumbers in Leeds\u201d/],
    ["no h1", "h1", goodFacts({ h1s: [] }), fetched(), "fail", /no <h1>/],
    ["two h1", "h1", goodFacts({ h1s: ["A", "B"] }), fetched(), "warn", /2 <h1> headings/],
    ["empty h1", "h1", goodFacts({ h1s: [""] }), fetched(), "warn", /no text/],
    // canonical
    ["self canonical", "canonical", goodFacts(), fetched(), "pass", /points to this page itself/],
    [
      "self canonical with fragment",
      "canonical",
      goodFacts({ canonicals: [`${URL_}#top`] }),
      fetched(),
      "pass",
      /itself/,
    ],
    ["no canonical", "canonical", goodFacts({ canonicals: [] }), fetched(), "warn", /No canonical link/],
    [
      "relative canonical",
      "canonical",
      goodFacts({ canonicals: ["/services"] }),
      fetched(),
      "warn",
      /relative \(\u201c\/services\u201d\); write the full address\.$/,
    ],
    [
      "relative, elsewhere",
      "canonical",
      goodFacts({ canonicals: ["/other"] }),
      fetched(),
      "warn",
      /points to https:\/\/www.acme.com\/other/,
    ],
    [
      "other canonical",
      "canonical",
      goodFacts({ canonicals: ["https://acme.com/services"] }),
      fetched(),
      "warn",
      /another address, https:\/\/acme.com\/services/,
    ],
    [
      "conflicting canonicals",
      "canonical",
      goodFacts({ canonicals: [URL_, "https://acme.com/"] }),
      fetched(),
      "fail",
      /2 different canonical links/,
    ],
    [
      "same canonical twice",
      "canonical",
      goodFacts({ canonicals: [URL_, URL_] }),
      fetched(),
      "pass",
      /all point to this page/,
    ],
    [
      "invalid canonical",
      "canonical",
      goodFacts({ canonicals: ["javascript:void(0)"] }),
      fetched(),
      "fail",
      /not a valid web address/,
    ],
    // robots meta
    ["indexable", "robots-meta", goodFacts(), fetched(), "pass", /No noindex or nofollow/],
    [
      "meta noindex",
      "robots-meta",
      goodFacts({ robotsMeta: ["robots: noindex, follow"] }),
      fetched(),
      "fail",
      /noindex in the robots meta tag/,
    ],
    [
      "googlebot none",
      "robots-meta",
      goodFacts({ robotsMeta: ["googlebot: none"] }),
      fetched(),
      "fail",
      /googlebot meta tag/,
    ],
    [
      "meta nofollow",
      "robots-meta",
      goodFacts({ robotsMeta: ["robots: index,nofollow"] }),
      fetched(),
      "warn",
      /nofollow in the robots meta tag/,
    ],
    [
      "header noindex",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "noindex" }) }),
      "fail",
      /X-Robots-Tag header/,
    ],
    [
      "header noindex on a PDF",
      "robots-meta",
      null,
      fetched({ contentType: "application/pdf", headers: new Headers({ "x-robots-tag": "googlebot: noindex" }) }),
      "fail",
      /X-Robots-Tag/,
    ],
    [
      "header noindex for another bot",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "otherbot: noindex" }) }),
      "pass",
      /No noindex/,
    ],
    [
      "header unavailable_after",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "unavailable_after: 2030-01-01" }) }),
      "pass",
      /No noindex/,
    ],
    // lang
    ["lang", "lang", goodFacts(), fetched(), "pass", /\u201cen-GB\u201d/],
    ["no lang", "lang", goodFacts({ lang: null }), fetched(), "warn", /no lang attribute/],
    ["odd lang", "lang", goodFacts({ lang: "english" }), fetched(), "warn", /not a language code/],
    // viewport
    ["viewport", "viewport", goodFacts(), fetched(), "pass", /fits the page/],
    ["no viewport", "viewport", goodFacts({ viewport: null }), fetched(), "fail", /No viewport/],
    [
      "fixed width",
      "viewport",
      goodFacts({ viewport: "width=1024" }),
      fetched(),
      "warn",
      /does not set width=device-width/,
    ],
    [
      "no zoom",
      "viewport",
      goodFacts({ viewport: "width=device-width, maximum-scale=1" }),
      fetched(),
      "warn",
      /zooming/,
    ],
    [
      "user-scalable=no",
      "viewport",
      goodFacts({ viewport: "width=device-width,user-scalable=no" }),
      fetched(),
      "warn",
      /zooming/,
    ],
    // social
    ["all social", "social", goodFacts(), fetched(), "pass", /all set/],
    [
      "some social",
      "social",
      goodFacts({ twitter: {}, openGraph: { "og:title": "A" } }),
      fetched(),
      "warn",
      /Missing og:description, og:image and twitter:card/,
    ],
    [
      "no social",
      "social",
      goodFacts({ twitter: {}, openGraph: {} }),
      fetched(),
      "fail",
      /No Open Graph or Twitter tags/,
    ],
    // json-ld
    ["json-ld", "json-ld", goodFacts(), fetched(), "pass", /1 JSON-LD block; types: Plumber/],
    ["no json-ld", "json-ld", goodFacts({ jsonLd: [] }), fetched(), "warn", /No JSON-LD/],
    [
      "broken json-ld",
      "json-ld",
      goodFacts({ jsonLd: ['{"@type":"Organization"}', "{ oops", "[1,"] }),
      fetched(),
      "fail",
      /2 of 3 JSON-LD blocks do not parse \(number 2 and 3\)/,
    ],
    ["untyped json-ld", "json-ld", goodFacts({ jsonLd: ['{"name":"x"}'] }), fetched(), "warn", /no @type/],
    // image alt
    ["all alt", "image-alt", goodFacts(), fetched(), "pass", /All 4 images/],
    ["no images", "image-alt", goodFacts({ images: 0 }), fetched(), "pass", /No <img>/],
    [
      "some without alt",
      "image-alt",
      goodFacts({ images: 8, imagesWithoutAlt: 2 }),
      fetched(),
      "warn",
      /2 of 8 images \(25%\)/,
    ],
    [
      "many without alt",
      "image-alt",
      goodFacts({ images: 8, imagesWithoutAlt: 5 }),
      fetched(),
      "fail",
      /5 of 8 images \(63%\)/,
    ],
    // links
    ["links", "links", goodFacts(), fetched(), "pass", /^3 internal links and 1 external link\.$/],
    [
      "few internal",
      "links",
      goodFacts({ links: ["/", "https://x.com/"], linkCount: 2 }),
      fetched(),
      "warn",
      /Only 1 internal link and 1 external link/,
    ],
    [
      "no internal",
      "links",
      goodFacts({ links: ["https://x.com/", "#top", "mailto:a@b.c"], linkCount: 3 }),
      fetched(),
      "fail",
      /0 internal links and 1 external link\. Without internal links/,
    ],
    // robots.txt
    ["robots ok", "robots-txt", goodFacts(), fetched(), "pass", /lists 1 sitemap/],
  ])("%s", (_, id, facts, page, status, finding) => {
    expectCheck(check(id, facts, page), status, finding);
  });

  it.each<[string, CheckId, SiteFiles, CheckStatus, RegExp]>([
    [
      "robots blocks all",
      "robots-txt",
      site({ robots: { blocksAll: true, blocksPage: true } }),
      "fail",
      /whole site \(Disallow: \/\)/,
    ],
    ["robots blocks the page", "robots-txt", site({ robots: { blocksPage: true } }), "fail", /from this page/],
    [
      "robots missing",
      "robots-txt",
      site({ robots: { reach: "missing", status: 404 } }),
      "warn",
      /No robots.txt \(404 Not Found\)/,
    ],
    [
      "robots 5xx",
      "robots-txt",
      site({ robots: { reach: "server-error", status: 503 } }),
      "fail",
      /503 Service Unavailable; Google pauses/,
    ],
    [
      "robots unreachable",
      "robots-txt",
      site({ robots: { reach: "unreachable", status: null } }),
      "warn",
      /did not answer in time/,
    ],
    ["robots html", "robots-txt", site({ robots: { html: true } }), "warn", /HTML page/],
    ["sitemap from robots", "sitemap", site(), "pass", /listed in robots.txt/],
    ["sitemap default", "sitemap", site({ sitemap: { source: "default" } }), "pass", /usual \/sitemap.xml/],
    ["sitemap not xml", "sitemap", site({ sitemap: { looksLikeSitemap: false } }), "warn", /not an XML sitemap/],
    [
      "sitemap listed but 404",
      "sitemap",
      site({ sitemap: { reach: "missing", status: 404 } }),
      "fail",
      /robots.txt lists .* 404 Not Found/,
    ],
    [
      "no sitemap",
      "sitemap",
      site({ sitemap: { source: "default", reach: "missing", status: 404 } }),
      "fail",
      /No sitemap: none is listed/,
    ],
    ["favicon", "favicon", site(), "pass", /An icon at/],
    ["inline favicon", "favicon", site({ favicon: { inline: true } }), "pass", /inline/],
    ["favicon not an image", "favicon", site({ favicon: { isImage: false } }), "warn", /not with an image/],
    [
      "declared favicon 404",
      "favicon",
      site({ favicon: { declared: true, reach: "missing", status: 404, url: "https://www.acme.com/i.png" } }),
      "fail",
      /names https:\/\/www.acme.com\/i.png as its icon, but it answers 404/,
    ],
    [
      "no favicon",
      "favicon",
      site({ favicon: { reach: "missing", status: 404 } }),
      "fail",
      /No icon link in the page, and \/favicon.ico answers 404/,
    ],
  ])("%s", (_, id, files, status, finding) => {
    expectCheck(check(id, goodFacts(), fetched(), files), status, finding);
  });
});

describe("evaluate when the fetch did not complete", () => {
  it.each([
    ["timeout", /did not arrive within 8.0 s/],
    ["unreachable", /could not be reached/],
    ["loop", /loop/],
    ["too-many-redirects", /More than 5 redirects/],
  ] as const)("%s: status says why, the page checks say they were not checked", (error, reason) => {
    const checks = evaluate(null, fetched({ error, status: null, ttfbMs: null, hops: [] }), extras(null));
    expect(checks.find((c) => c.id === "status")?.finding).toMatch(reason);
    for (const id of ["title", "robots-txt", "sitemap", "favicon"] as const) {
      expectCheck(checks.find((c) => c.id === id) as never, "fail", /Not checked/);
    }
  });

  it("refused hop: names the address and the reason", () => {
    const checks = evaluate(
      null,
      fetched({
        error: "refused-hop",
        refused: { url: "http://169.254.169.254/", reason: "a link-local address (169.254.0.0/16)" },
      }),
      extras(null),
    );
    expect(checks.find((c) => c.id === "status")?.finding).toBe(
      "A redirect led to http://169.254.169.254/, which is not a public website (a link-local address (169.254.0.0/16)), so the fetch stopped there.",
    );
  });
});

describe("helpers", () => {
  it("quote strips control and direction characters and cuts long text", () => {
    expect(quote("a\u0000b\u202ec\n d")).toBe("\u201ca b c d\u201d");
    expect(quote("x".repeat(100), 10)).toBe(`\u201c${"x".repeat(9)}\u2026\u201d`);
    expect(quote("<script>alert(1)</script>")).toBe("\u201c<script>alert(1)</script>\u201d");
  });

  it("shortUrl strips direction overrides and whitespace and cuts long addresses", () => {
    expect(shortUrl("https://evil.com/\u202egnp.exe")).toBe("https://evil.com/gnp.exe");
    expect(shortUrl(`https://a.com/${"x".repeat(100)}`, 20)).toBe("https://a.com/xxxxx\u2026");
  });

  it("jsonLdTypes reads top level, arrays and @graph", () => {
    expect(jsonLdTypes({ "@type": "Organization" })).toEqual(["Organization"]);
    expect(jsonLdTypes([{ "@type": "A" }, { "@type": ["B", "C"] }])).toEqual(["A", "B", "C"]);
    expect(jsonLdTypes({ "@context": "x", "@graph": [{ "@type": "WebSite" }, { "@type": "WebPage" }] })).toEqual([
      "WebSite",
      "WebPage",
    ]);
    expect(jsonLdTypes("text")).toEqual([]);
  });

  it("countLinks: www and bare host are one site; fragments, mailto and javascript are not links", () => {
    const facts = {
      ...emptyFacts(),
      links: [
        "https://acme.com/x",
        "//www.acme.com/y",
        "z",
        "#a",
        "mailto:a@b",
        "javascript:void(0)",
        "https://other.com/",
        "http://[bad",
      ],
    };
    expect(countLinks(facts, "https://www.acme.com/")).toEqual({ internal: 3, external: 1 });
    expect(
      countLinks({ ...facts, links: ["page"], baseHref: "https://cdn.other.com/" }, "https://www.acme.com/"),
    ).toEqual({ internal: 0, external: 1 });
  });

  it("robotsDirectives combines meta tags and the header", () => {
    expect(
      robotsDirectives(
        { ...emptyFacts(), robotsMeta: ["robots: NOINDEX"] },
        new Headers({ "x-robots-tag": "nofollow" }),
      ),
    ).toEqual({
      noindex: ["the robots meta tag"],
      nofollow: ["the X-Robots-Tag header"],
    });
    expect(robotsDirectives(null, new Headers({ "x-robots-tag": "googlebot: noindex, otherbot: nofollow" }))).toEqual({
      noindex: ["the X-Robots-Tag header"],
      nofollow: [],
    });
  });
});
