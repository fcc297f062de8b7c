/**
 * The audit preview's judgements (docs/product.md, "The audit preview's checks"): what the fetch and
 * the HTML pass found, turned into checks with a status, one line about this page and one line on
 * why it matters for ranking. Pure: unit-tested case by case. Every string is plain text. The checks
 * themselves live by family (fetch-checks, head-checks, content-checks, site-file-checks); this module
 * decides which of them can run and lists them in the documented order.
 */
import { checkOf } from "./check-text";
import { evidenceFor } from "./evidence";
import { judgeH1, judgeImageAlt, judgeJsonLd, judgeLinks } from "./content-checks";
import {
  fetchFailure,
  judgeContentType,
  judgeHttps,
  judgeRedirects,
  judgeSize,
  judgeSpeed,
  judgeStatus,
  unreadReason,
  type FetchLimits,
} from "./fetch-checks";
import type { FetchedPage } from "./fetch-page.server";
import type { Verdict } from "./finding-wording";
import {
  judgeCanonical,
  judgeDescription,
  judgeLang,
  judgeRobotsMeta,
  judgeSocial,
  judgeTitle,
  judgeViewport,
} from "./head-checks";
import type { PageFacts } from "./page-facts";
import type { Check, CheckId } from "./report";
import { judgeFavicon, judgeRobotsTxt, judgeSitemap } from "./site-file-checks";
import type { SiteFiles } from "./site-files.server";

/** The order the checks are listed in. */
export const CHECK_ORDER: CheckId[] = [
  "status",
  "content-type",
  "redirects",
  "https",
  "speed",
  "size",
  "title",
  "description",
  "h1",
  "canonical",
  "robots-meta",
  "lang",
  "viewport",
  "social",
  "json-ld",
  "image-alt",
  "links",
  "robots-txt",
  "sitemap",
  "favicon",
];

export interface EvaluateExtras extends FetchLimits {
  /** robots.txt, sitemap and favicon; null when they were not fetched (the page's fetch failed). */
  siteFiles: SiteFiles | null;
  /** The HTML pass stopped at its limits (read-page.server.ts): facts is null. */
  tooLarge?: boolean;
}

const TOO_LARGE = "Not checked: the page is too large to check fully.";

/** All checks, in CHECK_ORDER. facts is null when the page was not read as HTML. */
export function evaluate(facts: PageFacts | null, fetched: FetchedPage, extras: EvaluateExtras): Check[] {
  const verdicts = judge(facts, fetched, extras);
  // Nothing to show for a check that was not made.
  const evidence = evidenceFor(facts, fetched, extras.siteFiles);
  return CHECK_ORDER.map((id) => {
    const [status, finding] = verdicts[id];
    return checkOf(id, status, finding, status === "skip" ? [] : evidence[id]);
  });
}

function judge(facts: PageFacts | null, fetched: FetchedPage, extras: EvaluateExtras): Record<CheckId, Verdict> {
  const failed = fetchFailure(fetched, extras);
  const notFetched: Verdict = ["skip", "Not checked: the page could not be fetched."];
  const base = {
    redirects: judgeRedirects(fetched, extras),
    https: failed ? notFetched : judgeHttps(fetched),
    status: failed ? (["fail", failed] as Verdict) : judgeStatus(fetched.status ?? 0),
    speed: judgeSpeed(fetched, extras),
  };
  if (failed) {
    return {
      ...base,
      "content-type": notFetched,
      size: notFetched,
      title: notFetched,
      description: notFetched,
      h1: notFetched,
      canonical: notFetched,
      "robots-meta": notFetched,
      lang: notFetched,
      viewport: notFetched,
      social: notFetched,
      "json-ld": notFetched,
      "image-alt": notFetched,
      links: notFetched,
      "robots-txt": notFetched,
      sitemap: notFetched,
      favicon: notFetched,
    };
  }

  const site = extras.siteFiles;
  const notRead = facts === null ? (extras.tooLarge ? TOO_LARGE : unreadReason(fetched)) : null;
  const page = <T>(judgeFacts: (f: PageFacts) => T): T | Verdict =>
    notRead !== null || facts === null ? (["skip", notRead ?? "Not checked."] as Verdict) : judgeFacts(facts);
  const siteNotChecked: Verdict = ["skip", "Not checked: the site's files were not fetched."];
  return {
    ...base,
    "content-type": judgeContentType(fetched, facts),
    size: judgeSize(fetched, extras),
    title: page(judgeTitle),
    description: page(judgeDescription),
    h1: page(judgeH1),
    canonical: page((f) => judgeCanonical(f, fetched.finalUrl)),
    "robots-meta": judgeRobotsMeta(facts, fetched.headers),
    lang: page(judgeLang),
    viewport: page(judgeViewport),
    social: page(judgeSocial),
    "json-ld": page(judgeJsonLd),
    "image-alt": page(judgeImageAlt),
    links: page((f) => judgeLinks(f, fetched.finalUrl)),
    "robots-txt": site ? judgeRobotsTxt(site) : siteNotChecked,
    sitemap: site ? judgeSitemap(site) : siteNotChecked,
    favicon: site ? judgeFavicon(site) : siteNotChecked,
  };
}
