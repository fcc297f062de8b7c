import { describe, expect, it } from "vitest";
import { robotsDirectives } from "./head-checks";
import { expectPageCase, fetched, goodFacts, URL_, type PageCase } from "./healthy-page.fixture";
import { emptyFacts } from "./page-facts";

describe("the head's checks, case by case", () => {
  it.each<PageCase>([
    // title
    [
      "good title",
      "title",
      goodFacts(),
      fetched(),
      "pass",
      /\u201cAcme Plumbing \u2013 Emergency plumbers in Leeds\u201d is 43 characters\./,
    ],
    [
      "short title",
      "title",
      goodFacts({ titles: ["Acme Plumbing \u2013 Home"] }),
      fetched(),
      "warn",
      /is 20 characters; 30\u201360 reads best/,
    ],
    [
      "long title",
      "title",
      goodFacts({ titles: ["x".repeat(75)] }),
      fetched(),
      "warn",
      /75 characters; results cut titles after about 60/,
    ],
    ["no title", "title", goodFacts({ titles: [] }), fetched(), "fail", /no <title> tag/],
    ["empty title", "title", goodFacts({ titles: [""] }), fetched(), "fail", /<title> tag is empty/],
    [
      "two titles",
      "title",
      goodFacts({ titles: ["One good title of the right length", "Two"] }),
      fetched(),
      "warn",
      /2 <title> tags/,
    ],
    // description
    ["good description", "description", goodFacts(), fetched(), "pass", /100 characters/],
    ["no description", "description", goodFacts({ descriptions: [] }), fetched(), "fail", /No meta description/],
    ["empty description", "description", goodFacts({ descriptions: [""] }), fetched(), "fail", /is empty/],
    [
      "short description",
      "description",
      goodFacts({ descriptions: ["Plumbers in Leeds."] }),
      fetched(),
      "warn",
      /18 characters; 70\u2013160/,
    ],
    [
      "long description",
      "description",
      goodFacts({ descriptions: ["y".repeat(200)] }),
      fetched(),
      "warn",
      /200 characters; results cut it after about 160/,
    ],
    [
      "two descriptions",
      "description",
      goodFacts({ descriptions: ["a".repeat(100), "b"] }),
      fetched(),
      "warn",
      /2 meta descriptions/,
    ],
    // canonical
    ["self canonical", "canonical", goodFacts(), fetched(), "pass", /points to this page itself/],
    [
      "self canonical with fragment",
      "canonical",
      goodFacts({ canonicals: [`${URL_}#top`] }),
      fetched(),
      "pass",
      /itself/,
    ],
    ["no canonical", "canonical", goodFacts({ canonicals: [] }), fetched(), "warn", /No canonical link/],
    [
      "relative canonical",
      "canonical",
      goodFacts({ canonicals: ["/services"] }),
      fetched(),
      "warn",
      /relative \(\u201c\/services\u201d\); write the full address\.$/,
    ],
    [
      "relative, elsewhere",
      "canonical",
      goodFacts({ canonicals: ["/other"] }),
      fetched(),
      "warn",
      /points to https:\/\/www.acme.com\/other/,
    ],
    [
      "other canonical",
      "canonical",
      goodFacts({ canonicals: ["https://acme.com/services"] }),
      fetched(),
      "warn",
      /another address, https:\/\/acme.com\/services/,
    ],
    [
      "conflicting canonicals",
      "canonical",
      goodFacts({ canonicals: [URL_, "https://acme.com/"] }),
      fetched(),
      "fail",
      /2 different canonical links/,
    ],
    [
      "same canonical twice",
      "canonical",
      goodFacts({ canonicals: [URL_, URL_] }),
      fetched(),
      "pass",
      /all point to this page/,
    ],
    [
      "invalid canonical",
      "canonical",
      goodFacts({ canonicals: ["javascript:void(0)"] }),
      fetched(),
      "fail",
      /not a valid web address/,
    ],
    // robots meta
    ["indexable", "robots-meta", goodFacts(), fetched(), "pass", /No noindex or nofollow/],
    [
      "meta noindex",
      "robots-meta",
      goodFacts({ robotsMeta: ["robots: noindex, follow"] }),
      fetched(),
      "fail",
      /noindex in the robots meta tag/,
    ],
    [
      "googlebot none",
      "robots-meta",
      goodFacts({ robotsMeta: ["googlebot: none"] }),
      fetched(),
      "fail",
      /googlebot meta tag/,
    ],
    [
      "meta nofollow",
      "robots-meta",
      goodFacts({ robotsMeta: ["robots: index,nofollow"] }),
      fetched(),
      "warn",
      /nofollow in the robots meta tag/,
    ],
    [
      "header noindex",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "noindex" }) }),
      "fail",
      /X-Robots-Tag header/,
    ],
    [
      "header noindex on a PDF",
      "robots-meta",
      null,
      fetched({ contentType: "application/pdf", headers: new Headers({ "x-robots-tag": "googlebot: noindex" }) }),
      "fail",
      /X-Robots-Tag/,
    ],
    [
      "header noindex for another bot",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "otherbot: noindex" }) }),
      "pass",
      /No noindex/,
    ],
    [
      "header unavailable_after",
      "robots-meta",
      goodFacts(),
      fetched({ headers: new Headers({ "x-robots-tag": "unavailable_after: 2030-01-01" }) }),
      "pass",
      /No noindex/,
    ],
    // lang
    ["lang", "lang", goodFacts(), fetched(), "pass", /\u201cen-GB\u201d/],
    ["no lang", "lang", goodFacts({ lang: null }), fetched(), "warn", /no lang attribute/],
    ["odd lang", "lang", goodFacts({ lang: "english" }), fetched(), "warn", /not a language code/],
    // viewport
    ["viewport", "viewport", goodFacts(), fetched(), "pass", /fits the page/],
    ["no viewport", "viewport", goodFacts({ viewport: null }), fetched(), "fail", /No viewport/],
    [
      "fixed width",
      "viewport",
      goodFacts({ viewport: "width=1024" }),
      fetched(),
      "warn",
      /does not set width=device-width/,
    ],
    [
      "no zoom",
      "viewport",
      goodFacts({ viewport: "width=device-width, maximum-scale=1" }),
      fetched(),
      "warn",
      /zooming/,
    ],
    [
      "user-scalable=no",
      "viewport",
      goodFacts({ viewport: "width=device-width,user-scalable=no" }),
      fetched(),
      "warn",
      /zooming/,
    ],
    // social
    ["all social", "social", goodFacts(), fetched(), "pass", /all set/],
    [
      "some social",
      "social",
      goodFacts({ twitter: {}, openGraph: { "og:title": "A" } }),
      fetched(),
      "warn",
      /Missing og:description, og:image and twitter:card/,
    ],
    [
      "no social",
      "social",
      goodFacts({ twitter: {}, openGraph: {} }),
      fetched(),
      "fail",
      /No Open Graph or Twitter tags/,
    ],
  ])("%s", expectPageCase);
});

describe("head helpers", () => {
  it("robotsDirectives combines meta tags and the header", () => {
    expect(
      robotsDirectives(
        { ...emptyFacts(), robotsMeta: ["robots: NOINDEX"] },
        new Headers({ "x-robots-tag": "nofollow" }),
      ),
    ).toEqual({
      noindex: ["the robots meta tag"],
      nofollow: ["the X-Robots-Tag header"],
    });
    expect(robotsDirectives(null, new Headers({ "x-robots-tag": "googlebot: noindex, otherbot: nofollow" }))).toEqual({
      noindex: ["the X-Robots-Tag header"],
      nofollow: [],
    });
  });
});
