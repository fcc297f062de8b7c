// The HTMLRewriter pass, run by the real Workers runtime (workerd): Node has no HTMLRewriter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageFacts } from "./page-facts";
import { startPreviewWorker, type PreviewWorker } from "./workerd-harness.server";

let worker: PreviewWorker;
beforeAll(async () => {
  worker = await startPreviewWorker();
});
afterAll(async () => {
  await worker?.dispose();
});

const facts = (html: string, contentType = "text/html; charset=utf-8") =>
  worker.post("/facts", html, contentType) as Promise<PageFacts>;

const PAGE = `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Acme &amp; Sons &ndash; Plumbers in Leeds</title>
  <meta name="Description" content="Leaks, boilers &amp; drains &#8211; fixed today.">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="index, follow">
  <meta name="googlebot" content="noindex">
  <meta property="og:title" content="Acme">
  <meta property="og:image" content="/og.png">
  <meta name="twitter:card" content="summary">
  <link rel="canonical" href="https://www.acme.com/?a=1&amp;b=2">
  <link rel="shortcut icon" href="/favicon.png">
  <link rel="apple-touch-icon" href="/touch.png">
  <link rel="stylesheet" href="/site.css">
  <base href="https://www.acme.com/base/">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"A &amp; B"}</script>
  <script type=" Application/LD+JSON ">{ broken</script>
  <script>var notJsonLd = 1;</script>
</head>
<body>
  <svg><title>Menu icon</title></svg>
  <h1>Emergency <em>plumbers</em>
      in Leeds</h1>
  <img src="a.png" alt="A van">
  <img src="b.png" alt="">
  <img src="c.png">
  <IMG SRC="d.png">
  <a href="/contact">Contact</a>
  <a href="https://twitter.com/acme">Twitter</a>
  <a name="anchor-without-href">x</a>
  <a href="/x?y=1&amp;z=2">x</a>
</body>
</html>`;

describe("collectFacts (real HTMLRewriter)", () => {
  it("reads every fact the checks need, decoding character references", async () => {
    const found = await facts(PAGE);
    expect(found.titles).toEqual(["Acme & Sons \u2013 Plumbers in Leeds"]);
    expect(found.descriptions).toEqual(["Leaks, boilers & drains \u2013 fixed today."]);
    expect(found.h1s).toEqual(["Emergency plumbers in Leeds"]);
    expect(found.canonicals).toEqual(["https://www.acme.com/?a=1&b=2"]);
    expect(found.robotsMeta).toEqual(["robots: index, follow", "googlebot: noindex"]);
    expect(found.lang).toBe("en-GB");
    expect(found.viewport).toBe("width=device-width, initial-scale=1");
    expect(found.charset).toBe("utf-8");
    expect(found.openGraph).toEqual({ "og:title": "Acme", "og:image": "/og.png" });
    expect(found.twitter).toEqual({ "twitter:card": "summary" });
    expect(found.jsonLd).toEqual([
      '{"@context":"https://schema.org","@type":"Plumber","name":"A &amp; B"}',
      "{ broken",
    ]);
    expect(found.images).toBe(4);
    expect(found.imagesWithoutAlt).toBe(2);
    expect(found.links).toEqual(["/contact", "https://twitter.com/acme", "/x?y=1&z=2"]);
    expect(found.linkCount).toBe(3);
    expect(found.icons).toEqual(["/favicon.png", "/touch.png"]);
    expect(found.baseHref).toBe("https://www.acme.com/base/");
  });

  it("an SVG's <title> is not the page's", async () => {
    const found = await facts("<html><body><svg><title>Icon</title></svg><p>x</p></body></html>");
    expect(found.titles).toEqual([]);
  });

  it("counts every <title> and every <h1>", async () => {
    const found = await facts("<title>One</title><title></title><h1>A</h1><h1><img src=x alt=y></h1>");
    expect(found.titles).toEqual(["One", ""]);
    expect(found.h1s).toEqual(["A", ""]);
  });

  it("a bare fragment: no html tag, no lang, nothing crashes", async () => {
    const found = await facts("<p>Just text");
    expect(found.lang).toBeNull();
    expect(found.titles).toEqual([]);
    expect(found.h1s).toEqual([]);
  });

  it("markup cut off mid-tag (the byte limit) is read as far as it goes", async () => {
    const found = await facts('<html lang="de"><head><title>Teil</title><meta name="descr');
    expect(found.lang).toBe("de");
    expect(found.titles).toEqual(["Teil"]);
    expect(found.descriptions).toEqual([]);
  });

  it("takes the charset from http-equiv when there is no <meta charset>", async () => {
    const found = await facts(
      '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><title>x</title>',
    );
    expect(found.charset).toBe("ISO-8859-1");
  });

  it("keeps no markup in the texts it quotes", async () => {
    const found = await facts("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title><h1><b>Bold</b> <i>move</i></h1>");
    expect(found.titles).toEqual(["<script>alert(1)</script>"]);
    expect(found.h1s).toEqual(["Bold move"]);
  });
});

describe("collectFacts and the page's declared encoding", () => {
  it("reads a windows-1252 page", async () => {
    const found = await facts("<title>Caf\u00e9</title>", "text/html; charset=windows-1252");
    expect(found.titles).toHaveLength(1);
  });

  it("an unknown charset label does not stop the read", async () => {
    const found = (await worker.post("/facts", "<title>Plain</title>", "text/html; charset=x-made-up")) as PageFacts;
    expect(found.titles).toEqual(["Plain"]);
  });
});
