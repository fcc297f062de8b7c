import { describe, expect, it } from "vitest";
import { countLinks, jsonLdTypes } from "./content-checks";
import { expectPageCase, fetched, goodFacts, type PageCase } from "./healthy-page.fixture";
import { emptyFacts } from "./page-facts";

describe("the content's checks, case by case", () => {
  it.each<PageCase>([
    // h1
    ["one h1", "h1", goodFacts(), fetched(), "pass", /One <h1>: \u201cEmergency plumbers in Leeds\u201d/],
    ["no h1", "h1", goodFacts({ h1s: [] }), fetched(), "fail", /no <h1>/],
    ["two h1", "h1", goodFacts({ h1s: ["A", "B"] }), fetched(), "warn", /2 <h1> headings/],
    ["empty h1", "h1", goodFacts({ h1s: [""] }), fetched(), "warn", /no text/],
    // json-ld
    ["json-ld", "json-ld", goodFacts(), fetched(), "pass", /1 JSON-LD block; types: Plumber/],
    ["no json-ld", "json-ld", goodFacts({ jsonLd: [] }), fetched(), "warn", /No JSON-LD/],
    [
      "broken json-ld",
      "json-ld",
      goodFacts({ jsonLd: ['{"@type":"Organization"}', "{ oops", "[1,"] }),
      fetched(),
      "fail",
      /2 of 3 JSON-LD blocks do not parse \(number 2 and 3\)/,
    ],
    ["untyped json-ld", "json-ld", goodFacts({ jsonLd: ['{"name":"x"}'] }), fetched(), "warn", /no @type/],
    // image alt
    ["all alt", "image-alt", goodFacts(), fetched(), "pass", /All 4 images/],
    ["no images", "image-alt", goodFacts({ images: 0 }), fetched(), "pass", /No <img>/],
    [
      "some without alt",
      "image-alt",
      goodFacts({ images: 8, imagesWithoutAlt: 2 }),
      fetched(),
      "warn",
      /2 of 8 images \(25%\)/,
    ],
    [
      "many without alt",
      "image-alt",
      goodFacts({ images: 8, imagesWithoutAlt: 5 }),
      fetched(),
      "fail",
      /5 of 8 images \(63%\)/,
    ],
    // links
    ["links", "links", goodFacts(), fetched(), "pass", /^3 internal links and 1 external link\.$/],
    [
      "few internal",
      "links",
      goodFacts({ links: ["/", "https://x.com/"], linkCount: 2 }),
      fetched(),
      "warn",
      /Only 1 internal link and 1 external link/,
    ],
    [
      "no internal",
      "links",
      goodFacts({ links: ["https://x.com/", "#top", "mailto:a@b.c"], linkCount: 3 }),
      fetched(),
      "fail",
      /0 internal links and 1 external link\. Without internal links/,
    ],
  ])("%s", expectPageCase);
});

describe("content helpers", () => {
  it("jsonLdTypes reads top level, arrays and @graph", () => {
    expect(jsonLdTypes({ "@type": "Organization" })).toEqual(["Organization"]);
    expect(jsonLdTypes([{ "@type": "A" }, { "@type": ["B", "C"] }])).toEqual(["A", "B", "C"]);
    expect(jsonLdTypes({ "@context": "x", "@graph": [{ "@type": "WebSite" }, { "@type": "WebPage" }] })).toEqual([
      "WebSite",
      "WebPage",
    ]);
    expect(jsonLdTypes("text")).toEqual([]);
  });

  it("countLinks: www and bare host are one site; fragments, mailto and javascript are not links", () => {
    const facts = {
      ...emptyFacts(),
      links: [
        "https://acme.com/x",
        "//www.acme.com/y",
        "z",
        "#a",
        "mailto:a@b",
        "javascript:void(0)",
        "https://other.com/",
        "http://[bad",
      ],
    };
    expect(countLinks(facts, "https://www.acme.com/")).toEqual({ internal: 3, external: 1 });
    expect(
      countLinks({ ...facts, links: ["page"], baseHref: "https://cdn.other.com/" }, "https://www.acme.com/"),
    ).toEqual({ internal: 0, external: 1 });
  });
});
