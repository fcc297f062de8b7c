import { describe, expect, it } from "vitest";
import { crmSetupGuide } from "~/content/setup-guide";
import { courseJsonLd } from "./course";

describe("courseJsonLd", () => {
  it("presents the setup guide as a free online course on its page", () => {
    const course = courseJsonLd(crmSetupGuide, { origin: "https://x.test", path: "/crm-seo" }) as Record<string, any>;
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      "@id": "https://x.test/crm-seo#course",
      name: crmSetupGuide.title,
      url: "https://x.test/crm-seo",
      isAccessibleForFree: true,
      provider: { "@id": "https://x.test/#organization" },
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
    });
    expect(course.syllabusSections.map((s: { name: string }) => s.name)).toEqual(
      crmSetupGuide.steps.map((s) => s.title),
    );
  });
});
