// runPreview end to end inside workerd (the real HTMLRewriter, Response and streams), with a fake
// fetcher serving a table of answers: nothing leaves the machine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageProblem, type PreviewReport } from "./report";
import { HOSTILE_PATHS, hostilePage } from "../../../../scripts/lib/hostile-pages.mjs";
import { TargetRefused } from "./run-preview.server";
import { startPreviewWorker, type FakeRoute, type PreviewWorker } from "./workerd-harness.server";

let worker: PreviewWorker;
beforeAll(async () => {
  worker = await startPreviewWorker();
});
afterAll(async () => {
  await worker?.dispose();
});

interface Answer {
  report?: PreviewReport;
  thrown?: string;
  message?: string;
  calls: { url: string; headers: Record<string, string>; redirect: string }[];
}

const preview = (target: string, routes: Record<string, FakeRoute>, options: Record<string, unknown> = {}) =>
  worker.post("/preview", JSON.stringify({ target, routes, options })) as Promise<Answer>;

const ORIGIN = "https://www.acme.com";
const HEALTHY = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Acme Plumbing \u2013 Emergency plumbers in Leeds</title>
<meta name="description" content="Acme Plumbing fixes leaks, boilers and blocked drains across Leeds, 24 hours a day, at fixed prices.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${ORIGIN}/">
<link rel="icon" href="/icon.svg">
<meta property="og:title" content="Acme"><meta property="og:description" content="Plumbers"><meta property="og:image" content="${ORIGIN}/og.png">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Acme"}</script>
</head><body><h1>Emergency plumbers in Leeds</h1><img src="/van.jpg" alt="Our van">
<a href="/">Home</a><a href="/contact">Contact</a><a href="/prices">Prices</a><a href="https://twitter.com/acme">Twitter</a></body></html>`;

const siteFiles: Record<string, FakeRoute> = {
  [`${ORIGIN}/robots.txt`]: {
    headers: { "content-type": "text/plain" },
    body: `User-agent: *\nDisallow: /admin\n\nSitemap: ${ORIGIN}/sitemap-index.xml\n`,
  },
  [`${ORIGIN}/sitemap-index.xml`]: {
    headers: { "content-type": "application/xml" },
    body: '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>',
  },
  [`${ORIGIN}/icon.svg`]: { headers: { "content-type": "image/svg+xml" }, body: "<svg/>" },
};

const htmlPage = (body: string, headers: Record<string, string> = {}): FakeRoute => ({
  headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", ...headers },
  body,
});

const byId = (report: PreviewReport | undefined, id: string) => report?.checks.find((c) => c.id === id);

describe("runPreview (inside workerd)", () => {
  it("a healthy page passes every check and scores 100", async () => {
    const { report, calls } = await preview(`${ORIGIN}/`, { [`${ORIGIN}/`]: htmlPage(HEALTHY), ...siteFiles });
    expect(report?.checks.filter((c) => c.status !== "pass").map((c) => [c.id, c.finding])).toEqual([]);
    expect(report?.score).toBe(100);
    expect(report?.httpStatus).toBe(200);
    expect(report?.error).toBeUndefined();
    expect(report?.hops).toEqual([{ url: `${ORIGIN}/`, status: 200 }]);
    expect(byId(report, "json-ld")?.finding).toBe("1 JSON-LD block; types: Plumber.");
    expect(byId(report, "sitemap")?.finding).toMatch(/listed in robots.txt: https:\/\/www.acme.com\/sitemap-index.xml/);
    expect(byId(report, "favicon")?.finding).toBe("An icon at https://www.acme.com/icon.svg.");
    // Each request: its own user agent, redirects by hand, no cookie or credentials.
    expect(calls.map((c) => c.url).sort()).toEqual(
      [`${ORIGIN}/`, `${ORIGIN}/robots.txt`, `${ORIGIN}/sitemap-index.xml`, `${ORIGIN}/icon.svg`].sort(),
    );
    for (const call of calls) {
      expect(call.headers["user-agent"]).toBe("RankwellAudit/1.0 (+https://www.rankwell.test/audit-bot)");
      expect(call.redirect).toBe("manual");
      expect(Object.keys(call.headers)).not.toContain("cookie");
      expect(Object.keys(call.headers)).not.toContain("authorization");
    }
  });

  it("a neglected page: the findings say what is wrong, and the score shows it", async () => {
    const { report } = await preview("http://acme.com/", {
      "http://acme.com/": { status: 302, headers: { location: "http://acme.com/home" } },
      "http://acme.com/home": htmlPage(
        "<html><body><p>Welcome</p><img src=a><a href='https://x.com'>x</a></body></html>",
        {
          "content-encoding": "",
          "x-robots-tag": "noindex",
        },
      ),
      "http://acme.com/robots.txt": {
        status: 200,
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /\n",
      },
      "http://acme.com/sitemap.xml": { status: 404, body: "Not found" },
      "http://acme.com/favicon.ico": { status: 404, body: "Not found" },
    });
    expect(report?.finalUrl).toBe("http://acme.com/home");
    const status = Object.fromEntries(report?.checks.map((c) => [c.id, c.status]) ?? []);
    expect(status).toMatchObject({
      redirects: "warn",
      https: "fail",
      title: "fail",
      description: "fail",
      h1: "fail",
      "robots-meta": "fail",
      viewport: "fail",
      social: "fail",
      "image-alt": "fail",
      links: "fail",
      "robots-txt": "fail",
      sitemap: "fail",
      favicon: "fail",
    });
    expect(report?.score).toBeLessThan(40);
  });

  it("refuses a private first address by throwing TargetRefused, fetching nothing", async () => {
    const answer = await preview("http://10.0.0.1/", {});
    expect(answer.thrown).toBe(TargetRefused.name);
    expect(answer.message).toMatch(/10\.0\.0\.0\/8/);
    expect(answer.calls).toEqual([]);
  });

  it("a redirect to a private address stops there: a report, not an exception", async () => {
    const { report, calls } = await preview(`${ORIGIN}/`, {
      [`${ORIGIN}/`]: { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
    });
    expect(report?.error).toBe("refused-hop");
    expect(calls.map((c) => c.url)).toEqual([`${ORIGIN}/`]);
    expect(byId(report, "status")?.finding).toMatch(
      /http:\/\/169.254.169.254\/latest\/meta-data\/, which is not a public website \(a link-local address/,
    );
    expect(byId(report, "title")?.finding).toMatch(/^Not checked/);
    expect(byId(report, "title")?.status).toBe("skip");
    // No page, no score (issue 34): not a red 0.
    expect(report?.score).toBeNull();
    expect(pageProblem(report!)).toEqual({ kind: "redirect", url: `${ORIGIN}/`, reason: "refused-hop" });
  });

  it("a page that never answers times out", async () => {
    const { report } = await preview(`${ORIGIN}/`, { [`${ORIGIN}/`]: { hang: true } }, { timeoutMs: 150 });
    expect(report?.error).toBe("timeout");
    expect(byId(report, "status")?.finding).toMatch(/did not arrive within 150 ms/);
    expect(report?.timings.ttfbMs).toBeNull();
    expect(report?.score).toBeNull();
    expect(pageProblem(report!)).toEqual({ kind: "timeout", host: new URL(ORIGIN).hostname });
  });

  it("an unreachable site", async () => {
    const { report } = await preview(`${ORIGIN}/`, {});
    expect(report?.error).toBe("unreachable");
    expect(report?.score).toBeNull();
    expect(report?.checks.filter((check) => check.status === "fail").map((check) => check.id)).toEqual(["status"]);
  });

  it("a redirect loop", async () => {
    const { report } = await preview(`${ORIGIN}/a`, {
      [`${ORIGIN}/a`]: { status: 301, headers: { location: "/b" } },
      [`${ORIGIN}/b`]: { status: 301, headers: { location: "/a" } },
    });
    expect(report?.error).toBe("loop");
    expect(byId(report, "redirects")?.status).toBe("fail");
  });

  it("a PDF is a finding: content type fails, the page's checks were not made, the site's were", async () => {
    const { report } = await preview(`${ORIGIN}/menu.pdf`, {
      [`${ORIGIN}/menu.pdf`]: { headers: { "content-type": "application/pdf" }, body: "%PDF-1.7 ..." },
      ...siteFiles,
    });
    expect(report?.error).toBeUndefined();
    expect(byId(report, "content-type")?.finding).toBe("The address returned application/pdf, not an HTML page.");
    expect(byId(report, "title")?.finding).toMatch(/Not checked: the address returned application\/pdf/);
    expect(byId(report, "robots-txt")?.status).toBe("pass");
    expect(report?.score).toBeNull();
    expect(pageProblem(report!)).toEqual({
      kind: "not-html",
      url: `${ORIGIN}/menu.pdf`,
      contentType: "application/pdf",
    });
  });

  it("a 404 page: status fails and its content is not judged", async () => {
    const { report } = await preview(`${ORIGIN}/gone`, {
      [`${ORIGIN}/gone`]: { ...htmlPage(HEALTHY), status: 404 },
      ...siteFiles,
    });
    expect(byId(report, "status")?.finding).toMatch(/404 Not Found/);
    expect(byId(report, "title")?.finding).toMatch(/Not checked: the page answered 404 Not Found/);
    expect(report?.score).toBeNull();
    expect(pageProblem(report!)).toEqual({ kind: "status", url: `${ORIGIN}/gone`, status: 404 });
  });

  it("reads at most maxBytes and says so", async () => {
    const { report } = await preview(
      `${ORIGIN}/`,
      { [`${ORIGIN}/`]: htmlPage(HEALTHY), ...siteFiles },
      { maxBytes: 300 },
    );
    expect(report?.truncated).toBe(true);
    expect(report?.bytesRead).toBe(300);
    expect(byId(report, "size")?.status).toBe("fail");
    expect(byId(report, "title")?.status).toBe("pass");
  });

  it("the loopback allowance opens exactly its port (the fixture sites)", async () => {
    const page = "http://127.0.0.1:4101/";
    const routes = { [page]: htmlPage(HEALTHY) };
    expect((await preview(page, routes)).thrown).toBe("TargetRefused");
    const { report } = await preview(page, routes, { allowance: { ports: [4101] } });
    expect(report?.httpStatus).toBe(200);
    expect((await preview("http://127.0.0.1:4102/", routes, { allowance: { ports: [4101] } })).thrown).toBe(
      "TargetRefused",
    );
  });
});

/**
 * The shapes of page that stalled the whole site (issue 35: 200,000 <h1> took 72 s), each at most
 * the fetch's 2 MB: the HTML pass stops at its first limit (READ_LIMITS), the report says the page is
 * too large to check fully and has no score; an ordinary large page is still read in full.
 */
describe("runPreview and hostile pages (inside workerd)", () => {
  for (const path of HOSTILE_PATHS) {
    it(`${path}: too large to check fully, no score`, async () => {
      const { report } = await preview(`${ORIGIN}/`, { [`${ORIGIN}/`]: htmlPage(hostilePage(path)!), ...siteFiles });
      expect(report?.tooLarge).toBe(true);
      expect(report?.score).toBeNull();
      expect(byId(report, "title")?.finding).toBe("Not checked: the page is too large to check fully.");
      // What the fetch and the site's files show is still reported.
      expect(byId(report, "status")?.status).toBe("pass");
      expect(byId(report, "robots-txt")?.status).toBe("pass");
    });
  }

  it("a large ordinary page (5,000 links, 3,000 images, 2,000 paragraphs, 1.5 MB of inline script) is read in full and scored", async () => {
    const page = (body: string) =>
      htmlPage(`<!doctype html><html lang="en"><head><title>Big</title></head><body>${body}`);
    const body =
      `<h1>Catalogue</h1>${'<p>Item <a href="/i">i</a><img src=i alt=i></p>'.repeat(2_000)}${"<a href=/x>x</a>".repeat(3_000)}${"<img src=j alt=j>".repeat(1_000)}` +
      `<script>${"if(a<b)c();".repeat(150_000)}</script>`;
    const { report } = await preview(`${ORIGIN}/`, { [`${ORIGIN}/`]: page(body), ...siteFiles });
    expect(report?.tooLarge).toBeUndefined();
    expect(report?.score).toEqual(expect.any(Number));
    expect(byId(report, "h1")?.status).toBe("pass");
  });
});
