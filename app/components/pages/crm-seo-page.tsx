import { PlanCard, planGridClass } from "~/components/pricing/plan-card";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button";
import { crmSeoLabels } from "~/content/page-labels";
import type { PageCopy, Plan, SetupGuide } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { CopySections } from "./copy-sections";
import { PAGE_BODY_WIDE_CLASS, PageHero } from "./page-hero";
import { SetupGuideSection } from "./setup-guide";

export interface CrmSeoPageProps {
  page: PageCopy;
  plans: Plan[];
  guide: SetupGuide;
  guideId: string;
  imageSize: { width: number; height: number };
  bookingPath: string;
  breadcrumbs: Crumb[];
}

/** /crm-seo: the integration's pitch, its plans, the industry CRMs and the setup guide. */
export function CrmSeoPageView({ page, plans, guide, guideId, imageSize, bookingPath, breadcrumbs }: CrmSeoPageProps) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs}>
        {page.cta ? (
          <div className="mt-8">
            <ButtonLink href={page.cta.href}>{page.cta.label}</ButtonLink>
          </div>
        ) : null}
      </PageHero>
      <div className={`${PAGE_BODY_WIDE_CLASS} space-y-16`}>
        <PageSection id="crm-plans" title={crmSeoLabels.plans}>
          <ul className={`mt-6 ${planGridClass(plans.length)}`}>
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        </PageSection>
        <CopySections sections={page.sections} />
        <SetupGuideSection id={guideId} guide={guide} imageSize={imageSize} bookingPath={bookingPath} />
      </div>
    </main>
  );
}
