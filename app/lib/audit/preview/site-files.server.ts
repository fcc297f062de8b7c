/**
 * The audit preview's look at the site around the page (docs/product.md, "The audit preview's
 * checks"): robots.txt, a sitemap and the favicon, fetched in parallel through the same safe fetcher
 * (every hop re-checked), each with a small byte limit and a short time limit.
 */
import { fetchPage, type FetchPageOptions, type FetchedPage } from "./fetch-page.server";
import { isAllowed, parseRobots } from "./robots-rules";
import { refuseTarget } from "./target-safety";

export const SITE_FILE_LIMITS = {
  timeoutMs: 4_000,
  /** Google reads the first 500 KiB of a robots.txt. */
  robotsBytes: 500 * 1024,
  /** Enough to see a sitemap's root element. */
  sitemapBytes: 16 * 1024,
  faviconBytes: 64 * 1024,
} as const;

export type Reach = "ok" | "missing" | "server-error" | "unreachable" | "refused";

export interface RobotsTxt {
  url: string;
  /** ok: 2xx; missing: 4xx; server-error: 5xx; unreachable: no answer in time; refused: a hop refused. */
  reach: Reach;
  status: number | null;
  /** It answered with an HTML page instead of plain text (a site's catch-all route, usually). */
  html: boolean;
  /** The group for all crawlers (User-agent: *) disallows everything. */
  blocksAll: boolean;
  /** The group for all crawlers disallows the audited page's path. */
  blocksPage: boolean;
  /** Absolute Sitemap: URLs listed. */
  sitemaps: string[];
}

export interface SitemapFile {
  url: string;
  /** Where the address came from: robots.txt's Sitemap line, or the usual /sitemap.xml. */
  source: "robots-txt" | "default";
  reach: Reach;
  status: number | null;
  /** The body starts like a sitemap (<urlset> or <sitemapindex>, or a gzip file). */
  looksLikeSitemap: boolean;
}

export interface Favicon {
  url: string;
  /** The page names its icon with <link rel="icon"> (or uses a data: URL, then nothing is fetched). */
  declared: boolean;
  inline: boolean;
  reach: Reach;
  status: number | null;
  /** The answer is an image (by type), not an HTML error page. */
  isImage: boolean;
}

export interface SiteFiles {
  robots: RobotsTxt;
  sitemap: SitemapFile;
  favicon: Favicon;
}

type Options = Pick<FetchPageOptions, "allowance" | "fetcher" | "siteUrl" | "now" | "mayContact">;

/** Fetches the site files of the page at finalUrl; iconHrefs are the page's <link rel="icon"> hrefs. */
export async function fetchSiteFiles(
  finalUrl: string,
  iconHrefs: string[],
  baseUrl: string,
  options: Options,
): Promise<SiteFiles> {
  const page = new URL(finalUrl);
  const robotsUrl = new URL("/robots.txt", page.origin).href;
  const small = (maxBytes: number, accept: string): FetchPageOptions => ({
    ...options,
    timeoutMs: SITE_FILE_LIMITS.timeoutMs,
    maxBytes,
    accept,
  });

  const faviconPromise = favicon(
    iconHrefs,
    baseUrl,
    page.origin,
    small(SITE_FILE_LIMITS.faviconBytes, "image/*,*/*;q=0.5"),
    options,
  );
  const robots = await fetchPage(robotsUrl, small(SITE_FILE_LIMITS.robotsBytes, "text/plain,*/*;q=0.5")).then(
    (fetched) => readRobots(robotsUrl, fetched, page.pathname + page.search),
  );
  const listed = robots.sitemaps.find((url) => isFetchable(url, options));
  const sitemapUrl = listed ?? new URL("/sitemap.xml", page.origin).href;
  const sitemapFetched = await fetchPage(
    sitemapUrl,
    small(SITE_FILE_LIMITS.sitemapBytes, "application/xml,text/xml,*/*;q=0.5"),
  );
  return {
    robots,
    sitemap: readSitemap(sitemapUrl, listed ? "robots-txt" : "default", sitemapFetched),
    favicon: await faviconPromise,
  };
}

function isFetchable(url: string, options: Options): boolean {
  try {
    return refuseTarget(new URL(url), options.allowance) === null;
  } catch {
    return false;
  }
}

function reachOf(fetched: FetchedPage): Reach {
  if (fetched.error === "refused-hop") return "refused";
  if (fetched.error || fetched.status === null) return "unreachable";
  if (fetched.status >= 500) return "server-error";
  if (fetched.status >= 200 && fetched.status < 300) return "ok";
  return "missing";
}

const decoder = () => new TextDecoder("utf-8", { fatal: false });

/** Reads robots.txt as Google does for the group that applies to every crawler (User-agent: *). */
export function readRobots(url: string, fetched: FetchedPage, pagePath: string): RobotsTxt {
  const reach = reachOf(fetched);
  const type = (fetched.contentType ?? "").toLowerCase();
  const text = reach === "ok" ? decoder().decode(fetched.body) : "";
  const html = reach === "ok" && (type.includes("html") || /^\s*<(!doctype|html)/i.test(text));
  const parsed = html ? { rules: [], sitemaps: [] } : parseRobots(text);
  return {
    url,
    reach,
    status: fetched.status,
    html,
    blocksAll: !isAllowed(parsed.rules, "/") && !isAllowed(parsed.rules, "/index.html"),
    blocksPage: !isAllowed(parsed.rules, pagePath || "/"),
    sitemaps: parsed.sitemaps,
  };
}

export function readSitemap(url: string, source: SitemapFile["source"], fetched: FetchedPage): SitemapFile {
  const reach = reachOf(fetched);
  const type = (fetched.contentType ?? "").toLowerCase();
  const head = decoder().decode(fetched.body.subarray(0, 4096));
  const gzip = fetched.body[0] === 0x1f && fetched.body[1] === 0x8b;
  const looksLikeSitemap =
    reach === "ok" && (gzip || type.includes("gzip") || /<(\w+:)?(urlset|sitemapindex)[\s>]/.test(head));
  return { url, source, reach, status: fetched.status, looksLikeSitemap };
}

async function favicon(
  iconHrefs: string[],
  baseUrl: string,
  origin: string,
  fetchOptions: FetchPageOptions,
  options: Options,
): Promise<Favicon> {
  let declaredUrl: string | null = null;
  for (const href of iconHrefs) {
    if (/^data:image\//i.test(href)) {
      return { url: "(inline image)", declared: true, inline: true, reach: "ok", status: null, isImage: true };
    }
    try {
      const resolved = new URL(href, baseUrl);
      if (isFetchable(resolved.href, options)) {
        declaredUrl = resolved.href;
        break;
      }
    } catch {
      // An unusable href: try the next, or /favicon.ico.
    }
  }
  const url = declaredUrl ?? new URL("/favicon.ico", origin).href;
  const fetched = await fetchPage(url, fetchOptions);
  const reach = reachOf(fetched);
  const type = (fetched.contentType ?? "").toLowerCase();
  const isImage =
    reach === "ok" &&
    fetched.bytesRead > 0 &&
    (type.startsWith("image/") || type === "" || type.includes("octet-stream"));
  return { url, declared: declaredUrl !== null, inline: false, reach, status: fetched.status, isImage };
}
