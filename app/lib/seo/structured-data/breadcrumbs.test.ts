import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumbs";

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 and makes their URLs absolute", () => {
    const list = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Services", path: "/#services" },
        { name: "Local SEO", path: "/services/local-seo" },
      ],
      "https://x.test",
    ) as Record<string, any>;
    expect(list["@context"]).toBe("https://schema.org");
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.test/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://x.test/#services" },
      { "@type": "ListItem", position: 3, name: "Local SEO", item: "https://x.test/services/local-seo" },
    ]);
  });
});
