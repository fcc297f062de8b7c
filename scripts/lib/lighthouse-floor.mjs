// The floor of `npm run lighthouse` (issue 30, ADR 054): each page is also measured as a visitor
// without JavaScript gets it, the same document with every executable script taken out, so that
// on a slow or noisy host a page is judged by what its scripts add to the floor's cost rather than
// by absolute figures the host cannot give. Here: the document's stripping and its check, the
// figures read from a Lighthouse report, the host's fitness rule, the two verdicts, and the proxy
// that serves the floor (`/__floor/path` is the page at `/path` without script; everything else
// passes through to the stack unchanged).
import { createServer } from "node:http";
import { forward } from "./forward.mjs";
import { gzipSync } from "node:zlib";

export const FLOOR_PREFIX = "/__floor";

/** The absolute bar (the performance issue's), judged on a host fit for absolute figures. */
export const ABSOLUTE_BAR = { performance: 98, tbtMs: 100, others: 100 };
/**
 * A host is fit for absolute figures when the median benchmarkIndex of the run's Lighthouse runs
 * is at least the bottom of Lighthouse's "high-end desktop" bracket, the class its 4× CPU slowdown
 * is calibrated for (docs/throttling.md), and its spread, (max − min) / median, is at most 20%.
 * Past `roughSpread` the host changed so much within the run that even the ratios are rough: said
 * plainly, though the verdict stays the one by ratios.
 *
 * benchmarkIndex is measured once, before a run; a host that others share can slow down after
 * it. The floor pages say so: a document without any script has next to no blocking time on a
 * host that is what its index claims, so a median floor TBT over `maxFloorTbtMs` makes the host
 * unfit too (issue 30: a host at benchmarkIndex 2,100–2,469 gave the home page's floor 264 ms).
 */
export const HOST_RULE = { minMedian: 1500, maxSpread: 0.2, roughSpread: 0.5, maxFloorTbtMs: 50 };
/**
 * The bar on an unfit host: the page's main-thread work at most `mainThreadRatio` times its
 * floor's, and its TBT over the floor's at most `tbtOverFloorMs`, scaled by how far the host's
 * median benchmarkIndex falls below HOST_RULE.minMedian (never below the unscaled figure).
 */
export const RELATIVE_BAR = { mainThreadRatio: 2.0, tbtOverFloorMs: 100 };

const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*\s*>/g;
const SCRIPT_ELEMENT = /(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** One attribute of a start tag; matched from the tag's start, quoted values are taken whole. */
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const MAYBE_HANDLER = /\son[a-z]+\s*=|javascript:/i;
const NOSCRIPT_TAG = /<\/?noscript\b[^>]*>/gi;

/** An attribute's value in a start tag, lower-cased, or undefined. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase() : undefined;
}

const isDataScript = (tag) => attribute(tag, "type") === "application/ld+json";
const isScriptPreload = (tag) => {
  const rel = (attribute(tag, "rel") ?? "").split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attribute(tag, "as") === "script");
};

/**
 * The floor document: `html` without its `<script>` elements (JSON-LD data blocks kept), its
 * module and script preloads and any inline event handler, its `<noscript>` content unwrapped, as
 * a browser without JavaScript would show it. Everything else is left byte for byte.
 */
export function floorDocument(html) {
  const removed = { scripts: 0, preloads: 0, handlers: 0 };
  let floor = html.replace(SCRIPT_ELEMENT, (element, startTag) => {
    if (isDataScript(startTag)) return element;
    removed.scripts++;
    return "";
  });
  floor = floor.replace(LINK_TAG, (tag) => {
    if (!isScriptPreload(tag)) return tag;
    removed.preloads++;
    return "";
  });
  // Only a document with " on…=" somewhere can hold a handler: the others skip the tag-by-tag pass.
  if (MAYBE_HANDLER.test(floor)) {
    floor = floor.replace(START_TAG, (tag) =>
      tag.replace(ATTRIBUTE, (pair, name) => {
        if (!/^on/i.test(name)) return pair;
        removed.handlers++;
        return "";
      }),
    );
  }
  floor = floor.replace(NOSCRIPT_TAG, "");
  return { html: floor, removed };
}

/**
 * What in `html` could still run script, each as a short description; none for a floor. Stricter
 * than floorDocument (every `<script` anywhere counts, even in text or comments; and `javascript:`
 * URLs, which it does not strip), so that a document it strips badly is caught, not measured.
 */
export function executableScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<script\b(?:[^>"']|"[^"]*"|'[^']*')*>?/gi)) {
    if (!isDataScript(match[0])) found.push(`script ${match[0].slice(0, 80)}`);
  }
  for (const match of html.matchAll(LINK_TAG)) {
    if (isScriptPreload(match[0])) found.push(`preload ${match[0].slice(0, 80)}`);
  }
  for (const [tag] of MAYBE_HANDLER.test(html) ? html.matchAll(START_TAG) : []) {
    for (const [pair, name] of tag.matchAll(ATTRIBUTE)) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      else if (/^\s*[^=]+=\s*["']?\s*javascript:/i.test(pair)) found.push(`URL ${pair.trim()}`);
    }
  }
  return found;
}

/** The figures `npm run lighthouse` reads from one Lighthouse JSON report. */
export function reportFigures(report) {
  const score = (id) => Math.round((report.categories?.[id]?.score ?? 0) * 100);
  const numeric = (id) => report.audits?.[id]?.numericValue ?? Number.NaN;
  const groups = report.audits?.["mainthread-work-breakdown"]?.details?.items ?? [];
  const group = (id) => groups.filter((item) => item.group === id).reduce((sum, item) => sum + item.duration, 0);
  return {
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: numeric("total-blocking-time"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    scriptingMs: group("scriptEvaluation") + group("scriptParseCompile"),
    failing: Object.values(report.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

/** The median run: runs ranked by performance score, equal scores by TBT, the worse first. */
export function medianRun(runs) {
  const ranked = [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
  return ranked[Math.floor(runs.length / 2)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The host's benchmarkIndex over every run, and whether absolute figures mean anything on it;
 * `floorTbts`, the TBT of every floor run, tells a host slowed down after its index was taken.
 */
export function hostFitness(benchmarkIndexes, rule = HOST_RULE, floorTbts = []) {
  const values = benchmarkIndexes.filter(Number.isFinite);
  if (!values.length) return { runs: 0, fit: false, reasons: ["no benchmarkIndex"] };
  const mid = median(values);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const spread = (max - min) / mid;
  const reasons = [];
  if (mid < rule.minMedian) reasons.push(`median ${thousands(mid)} < ${thousands(rule.minMedian)}`);
  if (spread > rule.maxSpread) reasons.push(`spread ${percent(spread)} > ${percent(rule.maxSpread)}`);
  const floorTbt = median(floorTbts.filter(Number.isFinite));
  if (floorTbt > rule.maxFloorTbtMs) {
    reasons.push(`pages without script blocked ${Math.round(floorTbt)} ms > ${rule.maxFloorTbtMs}`);
  }
  return { runs: values.length, median: mid, min, max, spread, fit: !reasons.length, reasons };
}

/** The bar on TBT over the floor's, for a host whose median benchmarkIndex is `hostMedian`. */
export function tbtOverFloorBar(hostMedian, bar = RELATIVE_BAR, rule = HOST_RULE) {
  return Math.round(bar.tbtOverFloorMs * Math.max(1, rule.minMedian / hostMedian));
}

/** What makes the page miss the bar (none: it passes); `floor` is its floor's median run. */
export function verdict({ page, floor, indexable, host }) {
  const reasons = [];
  if (host.fit) {
    if (page.performance < ABSOLUTE_BAR.performance) reasons.push(`perf ${page.performance}`);
    if (!(page.tbt <= ABSOLUTE_BAR.tbtMs)) reasons.push(`TBT ${Math.round(page.tbt)} ms`);
  } else if (!floor) {
    reasons.push("no floor to compare with");
  } else {
    const ratio = page.mainThreadMs / floor.mainThreadMs;
    if (!(ratio <= RELATIVE_BAR.mainThreadRatio)) reasons.push(`main thread ×${ratio.toFixed(2)} of floor`);
    const over = page.tbt - floor.tbt;
    if (!(over <= tbtOverFloorBar(host.median))) reasons.push(`TBT +${thousands(over)} ms over floor`);
  }
  if (page.accessibility < ABSOLUTE_BAR.others) reasons.push(`a11y ${page.accessibility}`);
  if (page.bestPractices < ABSOLUTE_BAR.others) reasons.push(`best ${page.bestPractices}`);
  if (indexable && page.seo < ABSOLUTE_BAR.others) reasons.push(`SEO ${page.seo}`);
  return reasons;
}

export const thousands = (value) => Math.round(value).toLocaleString("en-US");
export const percent = (value) => `${Math.round(value * 100)}%`;

const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "connection"]);
const FORWARDED_HEADERS = ["user-agent", "accept", "accept-language", "cookie"];

/**
 * Starts the floor proxy on a spare loopback port in front of `target` (the stack's origin).
 * Returns its origin, what it removed from each floor document, the documents it refused (any
 * executable script left: answered 500, and the run fails), and stop().
 */
export async function startFloorProxy({ target }) {
  const upstream = new URL(target);
  const removed = new Map();
  const refused = [];

  async function serveFloor(req, res) {
    const path = req.url.slice(FLOOR_PREFIX.length) || "/";
    const headers = Object.fromEntries(
      FORWARDED_HEADERS.filter((name) => req.headers[name]).map((name) => [name, req.headers[name]]),
    );
    // fetch answers with the body decompressed; it is compressed again below if the browser asked.
    const answer = await fetch(new URL(path, upstream), { headers, redirect: "manual" });
    let body = Buffer.from(await answer.arrayBuffer());
    const out = {};
    for (const [name, value] of answer.headers)
      if (!DROPPED_HEADERS.has(name) && name !== "set-cookie") out[name] = value;
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
    // A redirect within the site stays on the floor.
    const location = answer.headers.get("location") ?? "";
    if (location.startsWith(upstream.origin)) out.location = FLOOR_PREFIX + location.slice(upstream.origin.length);
    else if (/^\/(?!\/)/.test(location)) out.location = FLOOR_PREFIX + location;
    if ((answer.headers.get("content-type") ?? "").includes("text/html")) {
      const floor = floorDocument(body.toString("utf8"));
      const left = executableScripts(floor.html);
      if (left.length) {
        refused.push({ path, left });
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(`floor of ${path} still has executable script: ${left.join("; ")}`);
        return;
      }
      removed.set(path, floor.removed);
      body = Buffer.from(floor.html, "utf8");
    }
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && body.length) {
      body = gzipSync(body);
      out["content-encoding"] = "gzip";
    }
    out["content-length"] = String(body.length);
    res.writeHead(answer.status, out);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (url === FLOOR_PREFIX || url.startsWith(`${FLOOR_PREFIX}/`) || url.startsWith(`${FLOOR_PREFIX}?`)) {
      serveFloor(req, res).catch((error) => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`floor proxy: ${error.message}`);
      });
    } else forward(upstream, req, res);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    removed,
    refused,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
