/**
 * The audit preview (docs/product.md, "The audit preview's checks"): fetches the visitor's page,
 * reads it with HTMLRewriter, looks at robots.txt, the sitemap and the favicon, and returns the
 * report. Never throws for anything the target does; throws TargetRefused when the first URL itself
 * may not be fetched, and ordinary errors only for a programmer's mistake (a URL that does not parse).
 */
import { evaluate } from "./evaluate";
import { isHtmlType } from "./content-type";
import { FETCH_LIMITS } from "./fetch-limits";
import { fetchPage, type FetchedPage } from "./fetch-page.server";
import { shortUrl, storedText } from "./finding-wording";
import type { PageFacts } from "./page-facts";
import { PageTooLarge } from "./fact-collector.server";
import { collectFacts, type RewriterLike } from "./read-page.server";
import { pageProblem, type PreviewReport } from "./report";
import { scoreChecks } from "./score";
import { fetchSiteFiles, type SiteFiles } from "./site-files.server";
import { refuseTarget, type LoopbackAllowance } from "./target-safety";

/** The first URL may not be fetched (a private address, a non-standard port …): the form's invalid URL. */
export class TargetRefused extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`Audit preview target refused: ${reason}`);
    this.name = "TargetRefused";
  }
}

export interface RunPreviewOptions {
  allowance?: LoopbackAllowance;
  fetcher?: typeof fetch;
  /** The site's origin, named in the user agent (/audit-bot). */
  siteUrl: string;
  /** A clock in milliseconds (tests); Date.now by default. */
  now?: () => number;
  timeoutMs?: number;
  maxBytes?: number;
  maxHops?: number;
  /** The HTML parser; the Workers runtime's HTMLRewriter by default (tests pass a stand-in). */
  rewriter?: () => RewriterLike;
  /**
   * Whether a host other than the audited one may be fetched now (its per-host limit, counted once
   * per preview): a redirect or a site file elsewhere costs the host it reaches, not the one typed.
   */
  mayContact?: (hostname: string) => Promise<boolean>;
}

export async function runPreview(url: string, options: RunPreviewOptions): Promise<PreviewReport> {
  const target = new URL(url);
  const refusal = refuseTarget(target, options.allowance);
  if (refusal) throw new TargetRefused(url, refusal);

  const now = options.now ?? Date.now;
  const limits = {
    timeoutMs: options.timeoutMs ?? FETCH_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? FETCH_LIMITS.maxBytes,
    maxHops: options.maxHops ?? FETCH_LIMITS.maxHops,
  };
  const fetchedAt = new Date(now()).toISOString();
  // A host reached (the page's or a site file's) had had its share: the report is incomplete.
  let hostBusy = false;
  const common = {
    allowance: options.allowance,
    fetcher: options.fetcher,
    siteUrl: options.siteUrl,
    now,
    mayContact:
      options.mayContact &&
      onceEach(target.hostname, async (host) => {
        const may = await options.mayContact!(host);
        if (!may) hostBusy = true;
        return may;
      }),
  };
  const fetched = await fetchPage(target.href, { ...common, ...limits });

  let facts: PageFacts | null = null;
  let tooLarge = false;
  let siteFiles: SiteFiles | null = null;
  if (!fetched.error) {
    if (readable(fetched)) {
      // A parser failure on hostile bytes is a finding ("could not be read"), not a crash.
      facts = await collectFacts(fetched, options.rewriter).catch((error: unknown) => {
        if (error instanceof PageTooLarge) tooLarge = true;
        else console.warn(`Audit preview: HTML not read: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    }
    siteFiles = await fetchSiteFiles(fetched.finalUrl, facts?.icons ?? [], baseOf(facts, fetched.finalUrl), common);
  }

  return buildReport(target.href, fetchedAt, fetched, facts, siteFiles, limits, { tooLarge, hostBusy });
}

/**
 * Asks `ask` once per host: the audited host is counted by the caller already, and a host allowed
 * once stays allowed for the rest of this preview (its robots.txt, sitemap and favicon).
 */
function onceEach(audited: string, ask: (hostname: string) => Promise<boolean>) {
  // "victim.com." is victim.com: one key per host, whatever spelling a redirect uses.
  const key = (hostname: string) => hostname.toLowerCase().replace(/\.+$/, "");
  const answers = new Map<string, Promise<boolean>>([[key(audited), Promise.resolve(true)]]);
  return (hostname: string): Promise<boolean> => {
    const host = key(hostname);
    // One question per host, asked once even by two fetches at a time; a refusal is remembered too.
    let answer = answers.get(host);
    if (!answer) {
      answer = ask(host);
      answers.set(host, answer);
    }
    return answer;
  };
}

/** The longest address (or content type) a report keeps: the form's own limit for an address. */
const STORED_CHARS = 2_048;

/**
 * The report of a fetch and what was read of it. Pure. Every text the site chose is cut here or in
 * the checks' wording, so a hostile site cannot make a report too big to store (the database refuses
 * one over 64 KB) or slip control and bidi characters into it.
 */
export function buildReport(
  requestedUrl: string,
  fetchedAt: string,
  fetched: FetchedPage,
  facts: PageFacts | null,
  siteFiles: SiteFiles | null,
  limits: { timeoutMs: number; maxBytes: number; maxHops: number },
  { tooLarge = false, hostBusy = false }: { tooLarge?: boolean; hostBusy?: boolean } = {},
): PreviewReport {
  const checks = evaluate(facts, fetched, { siteFiles, ...limits, tooLarge });
  const error = fetched.error ?? (hostBusy ? "host-busy" : undefined);
  // No score without a page (issue 34: a timeout, a refused redirect, a 404, a PDF), nor from part
  // of one (too large, not read), nor from a check a busy host cut short (the caller keeps no such report).
  const unread = facts === null && !tooLarge;
  const noPage = pageProblem({
    error,
    requestedUrl,
    finalUrl: fetched.finalUrl,
    httpStatus: fetched.status,
    contentType: fetched.contentType,
    ...(unread ? { unread } : {}),
  });
  const incomplete = noPage !== null || facts === null || tooLarge || hostBusy;
  return {
    requestedUrl: shortUrl(requestedUrl, STORED_CHARS),
    finalUrl: shortUrl(fetched.finalUrl, STORED_CHARS),
    fetchedAt,
    score: incomplete ? null : scoreChecks(checks),
    checks,
    timings: { ttfbMs: fetched.ttfbMs, totalMs: fetched.totalMs },
    hops: fetched.hops.map((hop) => ({ url: shortUrl(hop.url, STORED_CHARS), status: hop.status })),
    httpStatus: fetched.status,
    contentType: fetched.contentType === null ? null : storedText(fetched.contentType, STORED_CHARS),
    bytesRead: fetched.bytesRead,
    truncated: fetched.truncated,
    ...(facts ? { snippet: snippetOf(facts) } : {}),
    ...(error ? { error } : {}),
    ...(tooLarge ? { tooLarge: true as const } : {}),
    ...(unread ? { unread: true as const } : {}),
  };
}

/** The page's first title and description, for the report's search snippet (cut to what a snippet shows, and then some). */
function snippetOf(facts: PageFacts): NonNullable<PreviewReport["snippet"]> {
  const text = (value: string | undefined) => (value ? storedText(value.replace(/\s+/g, " ").trim(), 300) : null);
  return { title: text(facts.titles[0]), description: text(facts.descriptions[0]) };
}

/** A 2xx answer that is HTML by its type, or has no type and starts like HTML. */
export function readable(fetched: FetchedPage): boolean {
  const status = fetched.status ?? 0;
  if (status < 200 || status >= 300) return false;
  if (isHtmlType(fetched.contentType)) return true;
  if (fetched.contentType !== null && fetched.contentType.trim() !== "") return false;
  const head = new TextDecoder().decode(fetched.body.subarray(0, 1024));
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|title|meta)[\s>]/i.test(head);
}

function baseOf(facts: PageFacts | null, finalUrl: string): string {
  if (!facts?.baseHref) return finalUrl;
  try {
    return new URL(facts.baseHref, finalUrl).href;
  } catch {
    return finalUrl;
  }
}
