import { PlanGrid } from "~/components/pricing/plan-card.markup";
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
  /** The page's sections that are not an industry CRM (those are told on their plans' cards). */
  features: CopySection[];
  bookingPath: string;
  breadcrumbs: Crumb[];
  video: CrmVideo;
}

/**
 * /crm-seo: the integration's pitch, its plans (the integration across the row, each industry CRM
 * with its own copy and anchor), what every plan includes, the preview clip and the setup guide.
 */
export function CrmSeoPageView({
  page,
  plans,
  guide,
  guideId,
  guideCta,
  features,
  bookingPath,
  breadcrumbs,
  video,
}: CrmSeoPageProps) {
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
      <PageSection id="crm-plans" title={labels.plans} lead={labels.plansLead}>
        <PlanGrid plans={plans} />
      </PageSection>
      <PageSection id="crm-features" title={labels.features} band>
        <ul className="grid gap-5 sm:grid-cols-2">
          {features.map((section) => (
            <SectionCard key={section.heading} section={section} />
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
function SectionCard({ section }: { section: CopySection }) {
  return (
    <li id={section.id} className="scroll-mt-24">
      <Card className="h-full">
        <IconTile>
          <ContentIcon name={section.icon ?? "check-circle"} />
        </IconTile>
        <h3 className="mt-4 text-lg font-semibold text-fg">{section.heading}</h3>
        {section.body.map((paragraph) => (
          <p key={paragraph} className="mt-1.5 text-fg-muted">
            {paragraph}
          </p>
        ))}
      </Card>
    </li>
  );
}
