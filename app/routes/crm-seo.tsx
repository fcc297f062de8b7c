import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CrmSeoPageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { plansByTab } from "~/content/pricing";
import { crmSetupGuide, SETUP_GUIDE_IMAGE_SIZE, SETUP_GUIDE_SECTION_ID, setupGuideLabels } from "~/content/setup-guide";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { courseJsonLd } from "~/lib/seo/structured-data/course";
import { howToJsonLd } from "~/lib/seo/structured-data/how-to";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import { CRM_INDUSTRY_SECTION_IDS, bookDemoPage, crmSeoPage, crmVideo } from "~/lib/site/page-records.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const data = {
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
    imageSize: SETUP_GUIDE_IMAGE_SIZE,
    bookingPath: bookDemoPage.path,
    video: crmVideo,
  };
  return staticPage(data, <CrmSeoPageView {...data} />, request);
}

export const meta = contentPageMeta;

export default StaticPageRoute;
