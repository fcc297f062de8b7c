/**
 * The report every sample of the audit on the site is drawn from (issue 34 §3: the audit landing
 * pages, /services/technical-seo, the home audit section): one page of a made-up site, checked by
 * the same twenty checks in the same words as a real preview (CHECK_TEXT, CHECK_WEIGHTS), its score
 * worked out as a real one is. components/audit/audit-report-sample.test.tsx holds it to that
 * vocabulary.
 */
import { checkOf } from "./check-text";
import type { Check, CheckId, CheckStatus, PreviewReport } from "./report";
import { scoreChecks } from "./score";

export const SAMPLE_REPORT_SITE = "www.example-plumbing.com";
const PAGE = `https://${SAMPLE_REPORT_SITE}/`;

/** Each check's status, finding and evidence on the sample page. */
const FOUND: Record<CheckId, [CheckStatus, string, string[]?]> = {
  status: ["pass", "The page answered 200 OK.", [`200 OK ${PAGE}`]],
  "content-type": ["pass", "text/html in UTF-8.", ["Content-Type: text/html; charset=utf-8"]],
  redirects: [
    "warn",
    "2 redirects before the page: link to its final address.",
    [
      `301 Moved Permanently http://example-plumbing.com/`,
      `301 Moved Permanently https://example-plumbing.com/`,
      `200 OK ${PAGE}`,
    ],
  ],
  https: ["pass", "Served over HTTPS.", [PAGE]],
  speed: [
    "warn",
    "First byte after 840 ms; under 600 ms reads well.",
    ["First byte after 840 ms", "Whole page after 1.1 s"],
  ],
  size: ["pass", "38 KB of HTML, sent compressed (br).", ["38 KB of HTML", "Content-Encoding: br"]],
  title: ["fail", "“Home” is 4 characters; 30–60 reads best.", ["<title>Home</title>"]],
  description: ["fail", "No meta description; search engines will pick a snippet themselves."],
  h1: [
    "warn",
    "The page has 2 <h1> headings; one main heading states the topic clearly.",
    ["<h1>Welcome</h1>", "<h1>Emergency plumbing in Tampa</h1>"],
  ],
  canonical: ["pass", "The canonical link names this page.", [`<link rel="canonical" href="${PAGE}">`]],
  "robots-meta": ["pass", "Nothing keeps the page out of search results."],
  lang: ["pass", "The page declares its language: en-US.", ['<html lang="en-US">']],
  viewport: [
    "pass",
    "The page sets a mobile viewport.",
    ['<meta name="viewport" content="width=device-width, initial-scale=1">'],
  ],
  social: ["warn", "No og:image: shared links show no picture.", ["og:title: Home", "twitter:card: summary"]],
  "json-ld": ["fail", "No JSON-LD structured data."],
  "image-alt": [
    "fail",
    "6 of 14 images (43%) have no alt attribute.",
    ['<img src="/images/van.jpg">', '<img src="/images/team.jpg">', '<img src="/images/water-heater.jpg">'],
  ],
  links: ["pass", "48 links: 41 to this site, 7 to other sites.", ["41 to this site, 7 to other sites"]],
  "robots-txt": [
    "pass",
    "robots.txt allows crawling and names the sitemap.",
    [`200 OK https://${SAMPLE_REPORT_SITE}/robots.txt`],
  ],
  sitemap: [
    "pass",
    "The sitemap answers and lists the site's pages.",
    [`200 OK https://${SAMPLE_REPORT_SITE}/sitemap.xml`],
  ],
  favicon: ["pass", "The site has an icon.", [`200 OK https://${SAMPLE_REPORT_SITE}/favicon.ico`]],
};

const checks: Check[] = (Object.keys(FOUND) as CheckId[]).map((id) => checkOf(id, ...FOUND[id]));

export const sampleAuditReport: PreviewReport = {
  requestedUrl: `http://example-plumbing.com/`,
  finalUrl: PAGE,
  fetchedAt: "2026-11-30T15:00:00.000Z",
  score: scoreChecks(checks),
  checks,
  timings: { ttfbMs: 840, totalMs: 1_100 },
  hops: [
    { url: "http://example-plumbing.com/", status: 301 },
    { url: "https://example-plumbing.com/", status: 301 },
    { url: PAGE, status: 200 },
  ],
  httpStatus: 200,
  contentType: "text/html; charset=utf-8",
  bytesRead: 38_000,
  truncated: false,
  snippet: { title: "Home", description: null },
};
