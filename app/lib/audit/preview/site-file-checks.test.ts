import { describe, it } from "vitest";
import { check, expectCheck, fetched, goodFacts, site } from "./healthy-page.fixture";
import type { CheckId, CheckStatus } from "./report";
import type { SiteFiles } from "./site-files.server";

describe("the site files' checks, case by case", () => {
  it.each<[string, CheckId, SiteFiles, CheckStatus, RegExp]>([
    ["robots ok", "robots-txt", site(), "pass", /lists 1 sitemap/],
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
