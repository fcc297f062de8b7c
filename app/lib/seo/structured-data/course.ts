import type { Course, WithContext } from "schema-dts";
import type { SetupGuide } from "~/content/types";
import { absoluteUrl, organizationRef, SCHEMA_CONTEXT } from "./ids";
import { PRICE_CURRENCY } from "./product";

export interface CourseOptions {
  origin: string;
  /** Path of the page that teaches the course, e.g. "/crm-seo". */
  path: string;
}

/**
 * The spec lists a course among the pages' structured data without naming it. The one thing the
 * site teaches step by step is the free CRM setup guide ("Activate SEO in Your CRM"), so the course
 * is that guide: free, online, self-paced, one syllabus section per step. It belongs on /crm-seo,
 * the page about that integration.
 */
export function courseJsonLd(setupGuide: SetupGuide, { origin, path }: CourseOptions): WithContext<Course> {
  const url = absoluteUrl(origin, path);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Course",
    "@id": `${url}#course`,
    name: setupGuide.title,
    description: setupGuide.description,
    url,
    provider: organizationRef(origin),
    isAccessibleForFree: true,
    inLanguage: "en-US",
    offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: PRICE_CURRENCY },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
    syllabusSections: setupGuide.steps.map((step) => ({
      "@type": "Syllabus",
      name: step.title,
      description: step.description,
    })),
  };
}
