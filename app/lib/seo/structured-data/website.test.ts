import { describe, expect, it } from "vitest";
import { webSiteJsonLd } from "./website";

describe("webSiteJsonLd", () => {
  it("names the site and points at the organization", () => {
    const site = webSiteJsonLd("https://x.test") as Record<string, any>;
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://x.test/#website",
      name: "Rankwell",
      url: "https://x.test/",
      publisher: { "@id": "https://x.test/#organization" },
    });
  });
});
