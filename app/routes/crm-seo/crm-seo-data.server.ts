/**
 * What /crm-seo's loader returns. A server module, so the pricing, the setup guide and the JSON-LD
 * builders it reads stay out of the page's bundle: a route module's imports reach its bundle even
 * when only its loader uses them (docs/decisions/027).
 */
import { plansByTab } from "~/content/pricing";
import { crmSetupGuide, SETUP_GUIDE_SECTION_ID, setupGuideLabels } from "~/content/setup-guide";
import { copyPageData } from "~/lib/seo/page-data";
import { courseJsonLd } from "~/lib/seo/structured-data/course";
import { howToJsonLd } from "~/lib/seo/structured-data/how-to";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import { CRM_INDUSTRY_SECTION_IDS, bookDemoPage, crmSeoPage, crmVideo } from "~/lib/site/page-records.server";

export function crmSeoPageData(origin: string) {
  return {
    // The guide as HowTo and as the free Course it is; the CRM plans as the SEO platform's offers.
    ...copyPageData(crmSeoPage, origin, [
      howToJsonLd(crmSetupGuide),
      courseJsonLd(crmSetupGuide, { origin, path: crmSeoPage.path }),
      softwareApplicationJsonLd(plansByTab.crm, origin),
    ]),
    // On this page a plan's link to the page itself leads to the setup guide (its dialog with JavaScript).
    plans: plansByTab.crm.map((plan) =>
      plan.cta.href === crmSeoPage.path
        ? { ...plan, cta: { ...plan.cta, href: `#${SETUP_GUIDE_SECTION_ID}`, dialog: "setup-guide" as const } }
        : plan,
    ),
    guide: crmSetupGuide,
    guideId: SETUP_GUIDE_SECTION_ID,
    guideCta: { label: setupGuideLabels.open, href: `#${SETUP_GUIDE_SECTION_ID}`, dialog: "setup-guide" as const },
    industryIds: CRM_INDUSTRY_SECTION_IDS,
    bookingPath: bookDemoPage.path,
    video: crmVideo,
  };
}
