import { describe, it } from "vitest";
import { expectPageCase, fetched, goodFacts, URL_, type PageCase } from "./healthy-page.fixture";

describe("the fetch's checks, case by case", () => {
  it.each<PageCase>([
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
  ])("%s", expectPageCase);
});
