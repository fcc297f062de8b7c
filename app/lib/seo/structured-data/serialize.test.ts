import { describe, expect, it } from "vitest";
import { collectJsonLd, serializeJsonLd } from "./serialize";
import { asStructuredData } from "./types";
import type { JsonLd } from "./types";

const org = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": "https://x.test/#organization",
  name: "R",
} as JsonLd;
const faq = { "@context": "https://schema.org", "@type": "FAQPage" } as JsonLd;

describe("serializeJsonLd", () => {
  it("cannot close the script element, and parses back to the same value", () => {
    const hostile = { ...(org as object), name: "</script><script>alert(1)</script>" } as JsonLd;
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe("collectJsonLd", () => {
  it("keeps route order and skips routes without jsonLd", () => {
    expect(
      collectJsonLd([{ jsonLd: asStructuredData([org]) }, null, { other: 1 }, { jsonLd: asStructuredData([faq]) }]),
    ).toEqual([org, faq]);
  });

  it("drops a repeated @id but keeps entries without one", () => {
    expect(collectJsonLd([{ jsonLd: asStructuredData([org, faq]) }, { jsonLd: asStructuredData([org, faq]) }])).toEqual(
      [org, faq, faq],
    );
  });

  it("ignores values that are not schema.org documents", () => {
    expect(
      collectJsonLd([
        { jsonLd: "nope" },
        { jsonLd: [org] },
        { jsonLd: asStructuredData([{ "@type": "Thing" }, 3] as never) },
      ]),
    ).toEqual([]);
  });
});
