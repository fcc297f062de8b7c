import { describe, expect, it } from "vitest";
import { faqs } from "~/content/faq";
import { faqPageJsonLd } from "./faq";

describe("faqPageJsonLd", () => {
  it("has one Question with its accepted Answer per FAQ, in order", () => {
    const page = faqPageJsonLd(faqs) as Record<string, any>;
    expect(page["@context"]).toBe("https://schema.org");
    expect(page["@type"]).toBe("FAQPage");
    expect(page.mainEntity).toHaveLength(faqs.length);
    expect(page.mainEntity[0]).toEqual({
      "@type": "Question",
      name: faqs[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: faqs[0]!.answer },
    });
  });
});
