import type { FAQPage, WithContext } from "schema-dts";
import type { Faq } from "~/content/types";
import { SCHEMA_CONTEXT } from "./ids";

/** FAQPage, wherever an FAQ is shown; the questions must be the ones on the page. */
export function faqPageJsonLd(faqs: Faq[]): WithContext<FAQPage> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
