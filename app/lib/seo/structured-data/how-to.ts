import type { HowTo, WithContext } from "schema-dts";
import type { SetupGuide } from "~/content/types";
import { SCHEMA_CONTEXT } from "./ids";

/**
 * HowTo for the CRM setup guide. Step images are left out: the guide shows a placeholder when
 * one is missing, and structured data must not point at images that may not exist.
 */
export function howToJsonLd(setupGuide: SetupGuide): WithContext<HowTo> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "HowTo",
    name: setupGuide.title,
    description: setupGuide.description,
    step: setupGuide.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.title,
      text: step.description,
    })),
  };
}
