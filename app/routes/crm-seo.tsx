import { useLoaderData } from "@remix-run/react";
import { CrmSeoPageView } from "~/components/pages/crm-seo-page";
import { bookDemoPage, crmSeoPage } from "~/content/pages";
import { plansByTab } from "~/content/pricing";
import { crmSetupGuide, SETUP_GUIDE_IMAGE_SIZE, SETUP_GUIDE_SECTION_ID } from "~/content/setup-guide";
import { copyPageData } from "~/lib/page-data";
import { contentPageMeta } from "~/lib/route-meta";

export async function loader() {
  return {
    ...copyPageData(crmSeoPage),
    plans: plansByTab.crm,
    guide: crmSetupGuide,
    guideId: SETUP_GUIDE_SECTION_ID,
    imageSize: SETUP_GUIDE_IMAGE_SIZE,
    bookingPath: bookDemoPage.path,
  };
}

export const meta = contentPageMeta;

export default function CrmSeoRoute() {
  return <CrmSeoPageView {...useLoaderData<typeof loader>()} />;
}
