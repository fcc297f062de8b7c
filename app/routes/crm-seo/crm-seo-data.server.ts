/**
 * What /crm-seo's loader returns. A server module, so the pricing, the setup guide and the JSON-LD
 * builders it reads stay out of the page's bundle: a route module's imports reach its bundle even
 * when only its loader uses them (docs/decisions/027).
 */
import { plansByTab } from "~/content/pricing";
import type { Plan } from "~/content/types";
import { crmSetupGuide, SETUP_GUIDE_SECTION_ID, setupGuideLabels } from "~/content/setup-guide";
import { copyPageData } from "~/lib/seo/page-data";
import { courseJsonLd } from "~/lib/seo/structured-data/course";
import { howToJsonLd } from "~/lib/seo/structured-data/how-to";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import { withPlanQuotes, type Testimonial } from "~/lib/proof/testimonials";
import { CRM_INDUSTRY_SECTION_IDS, bookDemoPage, crmSeoPage, crmVideo } from "~/lib/site/page-records.server";

/** `testimonials`: the published ones, of which a CRM plan's quote (ADR 074). */
export function crmSeoPageData(origin: string, testimonials: Testimonial[]) {
  return {
    // The guide as HowTo and as the free Course it is; the CRM plans as the SEO platform's offers.
    ...copyPageData(crmSeoPage, origin, [
      howToJsonLd(crmSetupGuide),
      courseJsonLd(crmSetupGuide, { origin, path: crmSeoPage.path }),
      softwareApplicationJsonLd(plansByTab.crm, origin),
    ]),
    // On this page a plan's link to the page itself leads to the setup guide (its dialog with JavaScript),
    // and each industry CRM's card is where its section's copy and anchor live (listed once, not twice).
    plans: withPlanQuotes(plansByTab.crm, testimonials).map((plan) => withIndustrySection(guideLinked(plan))),
    guide: crmSetupGuide,
    guideId: SETUP_GUIDE_SECTION_ID,
    guideCta: { label: setupGuideLabels.open, href: `#${SETUP_GUIDE_SECTION_ID}`, dialog: "setup-guide" as const },
    features: crmSeoPage.sections.filter((section) => !CRM_INDUSTRY_SECTION_IDS.includes(section.id ?? "")),
    bookingPath: bookDemoPage.path,
    video: crmVideo,
  };
}

function guideLinked(plan: Plan): Plan {
  if (plan.cta.href !== crmSeoPage.path) return plan;
  return { ...plan, cta: { ...plan.cta, href: `#${SETUP_GUIDE_SECTION_ID}`, dialog: "setup-guide" } };
}

/** An industry CRM's plan ("veterinary-crm") told with its section's words, at its section's id ("veterinary"). */
function withIndustrySection(plan: Plan): Plan {
  const section = crmSeoPage.sections.find(
    (candidate) => CRM_INDUSTRY_SECTION_IDS.includes(candidate.id ?? "") && `${candidate.id}-crm` === plan.id,
  );
  return section ? { ...plan, description: section.body.join(" "), anchor: section.id } : plan;
}
