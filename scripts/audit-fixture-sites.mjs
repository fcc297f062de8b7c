#!/usr/bin/env node
// Websites for the audit preview to check, on loopback, for the browser tests and the benchmark
// (ADR 046): the Worker started with --audit-fixtures maps `<name>.fixtures.test` to this server
// (app/lib/audit/preview/fixture-fetch.server.ts), naming the site in X-Fixture-Host. `.test` is a
// reserved name that never resolves on the internet, so nothing real is ever confused with these.
//   node scripts/audit-fixture-sites.mjs --port 8499
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { hostilePage } from "./lib/hostile-pages.mjs";
import { exitWithOwner } from "./lib/processes.mjs";

const { values: flags } = parseArgs({ options: { port: { type: "string" } } });
if (!flags.port) throw new Error("Usage: audit-fixture-sites.mjs --port <port>");

const page = ({ head = "", body = "", lang = ' lang="en"' }) =>
  `<!doctype html><html${lang}><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const GOOD_HEAD = [
  "<title>Harbor Dental Care – Family Dentist in Tampa, FL</title>",
  '<meta name="description" content="Family and cosmetic dentistry in Tampa: same-week appointments, most insurance accepted, and a friendly team that explains every step before it starts.">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<link rel="canonical" href="http://good.fixtures.test/">',
  '<link rel="icon" href="/favicon.ico">',
  '<meta property="og:title" content="Harbor Dental Care"><meta property="og:description" content="Family dentistry in Tampa.">',
  '<meta property="og:image" content="http://good.fixtures.test/og.png"><meta name="twitter:card" content="summary_large_image">',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Harbor Dental Care"}</script>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Harbor Dental Care"}</script>',
].join("");

const GOOD_BODY =
  "<header><a href='/'>Home</a> <a href='/services'>Services</a> <a href='/contact'>Contact</a></header>" +
  "<main><h1>Family dentistry in Tampa</h1><p>" +
  "We look after smiles of every age. ".repeat(40) +
  "</p><img src='/team.jpg' alt='Our team in the Tampa office'><img src='/chair.jpg' alt='A treatment room'>" +
  "<a href='https://www.ada.org/'>American Dental Association</a></main>";

const FAULTS_BODY =
  "<h1>Welcome</h1><h1>Our services</h1>" +
  "<img src='/a.jpg'><img src='/b.jpg'><img src='/c.jpg' alt='Logo'>" +
  "<a href='/x'>x</a><a href='https://elsewhere.example/'>elsewhere</a>";

/** Each site: what it answers for a path. */
const SITES = {
  // Its robots.txt names the sitemap on the host asked (good--2 and the like are good sites of their
  // own): a report counts against every host it reaches.
  good: (path, _query, host) =>
    path === "/robots.txt"
      ? text(`User-agent: *\nAllow: /\nSitemap: http://${host}/sitemap.xml\n`)
      : path === "/sitemap.xml"
        ? xml(`<?xml version="1.0"?><urlset><url><loc>http://${host}/</loc></url></urlset>`)
        : path === "/favicon.ico"
          ? { status: 200, type: "image/x-icon", body: Buffer.from([0, 0, 1, 0]) }
          : path === "/"
            ? html(page({ head: GOOD_HEAD, body: GOOD_BODY }), { gzip: true })
            : notFound(),
  // A page with every fault the preview knows: no title, description, viewport, canonical or lang,
  // two h1s, images without alt, noindex in a meta and a header, no robots.txt, sitemap or favicon.
  faults: (path) =>
    path === "/"
      ? html(page({ lang: "", head: '<meta name="robots" content="noindex, nofollow">', body: FAULTS_BODY }), {
          headers: { "X-Robots-Tag": "noindex" },
        })
      : notFound(),
  // Structured data that does not parse, beside one that does.
  jsonld: (path) =>
    path === "/"
      ? html(
          page({
            head:
              "<title>Broken structured data example page</title>" +
              '<script type="application/ld+json">{"@type": "Organization", "name": "Oops",}</script>' +
              '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Fine"}</script>',
            body: "<h1>Structured data</h1>",
          }),
        )
      : notFound(),
  // robots.txt shuts every crawler out.
  blocked: (path) =>
    path === "/robots.txt"
      ? text("User-agent: *\nDisallow: /\n")
      : path === "/"
        ? html(page({ head: "<title>A site that blocks every crawler</title>", body: "<h1>Hidden</h1>" }))
        : notFound(),
  // Redirects: a chain of two that ends well (on a host of its own: a report counts against every
  // host it reaches, and good.fixtures.test's share is the other tests'), a loop, and a hop to a
  // private address.
  redirects: (path) =>
    path === "/"
      ? redirect("/step-1")
      : path === "/step-1"
        ? redirect("http://good--redirected.fixtures.test/")
        : notFound(),
  // Redirects to the fixture site named in ?to= (only a fixture site): many hosts aimed at one.
  "redirect-to": (path, query) => {
    const to = query.get("to") ?? "";
    return /^http:\/\/[a-z0-9-]+\.fixtures\.test\//.test(to) ? redirect(to) : notFound();
  },
  loop: (path) => (path === "/a" ? redirect("/b") : path === "/b" ? redirect("/a") : redirect("/a")),
  private: () => redirect("http://10.0.0.1/admin"),
  // Not a web page at all.
  pdf: () => ({ status: 200, type: "application/pdf", body: Buffer.from("%PDF-1.4\n%fixture\n") }),
  // 3 MB of HTML: more than the preview reads.
  huge: (path) =>
    path === "/"
      ? html(
          page({
            head: "<title>A very long page</title>",
            body: "<h1>Long</h1>" + "<p>filler text</p>".repeat(200_000),
          }),
        )
      : notFound(),
  // Pages shaped to make the HTML pass work hard (scripts/lib/hostile-pages.mjs), one per path.
  hostile: (path) => {
    const body = hostilePage(path);
    return body === undefined ? notFound() : html(body);
  },
  // Answers after 20 seconds: longer than the preview waits.
  slow: () => ({ delayMs: 20_000, ...html(page({ head: "<title>Slow</title>", body: "<h1>Slow</h1>" })) }),
  missing: () => notFound(),
  // The good site until a test turns it "worse" (PUT /__state, below): then its page loses its title
  // and its h1, as a site does after a careless redesign. `changing--<name>` keeps a state of its own.
  changing: (path, query, host) =>
    path === "/" && changed.get(host) === "worse"
      ? html(page({ head: GOOD_HEAD.replace(/<title>.*?<\/title>/, ""), body: GOOD_BODY.replace(/<\/?h1>/g, "") }))
      : SITES.good(path, query, host),
};

/** The state of each `changing` site, by host. */
const changed = new Map();

function html(body, { gzip = false, headers = {} } = {}) {
  return { status: 200, type: "text/html; charset=utf-8", body: Buffer.from(body), gzip, headers };
}
function text(body) {
  return { status: 200, type: "text/plain", body: Buffer.from(body) };
}
function xml(body) {
  return { status: 200, type: "application/xml", body: Buffer.from(body) };
}
function redirect(location) {
  return { status: 302, type: "text/plain", body: Buffer.from("Moved"), headers: { Location: location } };
}
function notFound() {
  return { status: 404, type: "text/html", body: Buffer.from("<h1>Not found</h1>") };
}

createServer((req, res) => {
  // A test (not the Worker, which always names a host) sets a changing site's state.
  if (req.method === "PUT" && req.url?.startsWith("/__state?")) {
    const query = new URL(req.url, "http://fixture").searchParams;
    changed.set(query.get("host"), query.get("state"));
    res.writeHead(204).end();
    return;
  }
  const host = String(req.headers["x-fixture-host"] ?? "");
  // `good--2.fixtures.test` is the good site too: a host of its own, for runs the per-host limit would count.
  const site = SITES[host.split(".")[0].split("--")[0]];
  const { pathname: path, searchParams } = new URL(req.url ?? "/", "http://fixture");
  const answer = site ? site(path, searchParams, host) : notFound();
  const send = () => {
    if (res.destroyed) return;
    const encode = answer.gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = encode ? gzipSync(answer.body) : answer.body;
    res.writeHead(answer.status, {
      "Content-Type": answer.type,
      "Content-Length": body.length,
      ...(encode ? { "Content-Encoding": "gzip" } : {}),
      ...answer.headers,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
  else send();
}).listen(Number(flags.port), "127.0.0.1");
exitWithOwner();
