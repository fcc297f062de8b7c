import { PlanCard, planGridClass } from "~/components/pricing/plan-card.markup";
import { Card, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { PageSection } from "~/components/ui/page-section.markup";
import { CrmLeadPanel } from "~/components/visuals/business-panels.markup";
import { closingBand } from "~/content/closing";
import type { CrmVideo } from "~/content/crm-video";
import { crmSeoLabels as labels } from "~/content/page-labels";
import type { CopySection, Cta, PageCopy, Plan, SetupGuide } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PageHero } from "./page-hero.markup";
import { CrmVideoSection } from "./crm-video-section.markup";
import { SetupGuideSection } from "./setup-guide.markup";

export interface CrmSeoPageProps {
  page: PageCopy;
  plans: Plan[];
  guide: SetupGuide;
  guideId: string;
  guideCta: Cta;
  /** Ids of the sections that present an industry CRM; the others are features of every plan. */
  industryIds: string[];
  bookingPath: string;
  breadcrumbs: Crumb[];
  video: CrmVideo;
}

/** /crm-seo: the integration's pitch, its plans, the industry CRMs, the preview clip and the setup guide. */
export function CrmSeoPageView({
  page,
  plans,
  guide,
  guideId,
  guideCta,
  industryIds,
  bookingPath,
  breadcrumbs,
  video,
}: CrmSeoPageProps) {
  const isIndustry = (section: CopySection) => industryIds.includes(section.id ?? "");
  const industries = page.sections.filter(isIndustry);
  const features = page.sections.filter((section) => !isIndustry(section));
  const closing = closingBand(page.closing, page.cta);
  return (
    <main id="main">
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={breadcrumbs}
        visual={<CrmLeadPanel />}
        actions={{ primary: guideCta, secondary: closing.primary }}
      />
      <PageSection id="crm-plans" title={labels.plans}>
        <ul className={planGridClass(plans.length)}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="industry-crms" title={labels.crms} lead={labels.crmsLead} band>
        <ul className="grid gap-5 sm:grid-cols-2">
          {industries.map((section) => (
            <SectionCard key={section.heading} section={section} level={3} />
          ))}
        </ul>
        <h3 className="mt-14 text-xl font-semibold text-fg">{labels.features}</h3>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2">
          {features.map((section) => (
            <SectionCard key={section.heading} section={section} level={4} />
          ))}
        </ul>
      </PageSection>
      <CrmVideoSection video={video} />
      <SetupGuideSection id={guideId} guide={guide} bookingPath={bookingPath} />
      <CtaBand {...closing} />
    </main>
  );
}

/** A copy section as a card, keeping its id so other pages can link to it. */
function SectionCard({ section, level }: { section: CopySection; level: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <li id={section.id} className="scroll-mt-24">
      <Card className="h-full">
        <IconTile>
          <ContentIcon name={section.icon ?? "check-circle"} />
        </IconTile>
        <Heading className="mt-4 text-lg font-semibold text-fg">{section.heading}</Heading>
        {section.body.map((paragraph) => (
          <p key={paragraph} className="mt-1.5 text-fg-muted">
            {paragraph}
          </p>
        ))}
      </Card>
    </li>
  );
}
