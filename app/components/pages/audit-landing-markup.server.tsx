import { Card, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { CtaBand } from "~/components/ui/cta-band";
import { PageSection } from "~/components/ui/page-section";
import { AuditReportPanel } from "~/components/visuals/audit-report-panel";
import { closingBand } from "~/content/closing";
import { auditPageLabels as labels } from "~/content/page-labels";
import type { AuditPage } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import type { AuditLandingMarkup } from "./audit-landing";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHeroText } from "./page-hero";

/**
 * The static parts of an audit landing (`AuditLandingView`), rendered to HTML by its loader: the
 * breadcrumbs, the hero's text, the trust notes under the form, the sample report, what the audit
 * checks and the closing band. The records they draw from stay on the server.
 */
export function auditLandingMarkup(page: AuditPage, breadcrumbs: Crumb[], request: Request) {
  return renderMarkupBlocks<keyof AuditLandingMarkup>(
    {
      breadcrumbs: <Breadcrumbs items={breadcrumbs} />,
      heroText: <PageHeroText h1={page.h1} intro={page.intro} withVisual />,
      trust: (
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
          {labels.trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <ContentIcon name="shield" className="size-4 text-success" />
              {item}
            </li>
          ))}
        </ul>
      ),
      visual: <AuditReportPanel />,
      body: (
        <>
          <PageSection id="checks" title={labels.checks}>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.checks.map((check) => (
                <Card key={check.title} as="li" className="flex gap-4 max-sm:p-5 sm:block">
                  <IconTile>
                    <ContentIcon name={check.icon} />
                  </IconTile>
                  <div>
                    <h3 className="font-semibold text-fg sm:mt-4">{check.title}</h3>
                    <p className="mt-1.5 text-fg-muted">{check.description}</p>
                  </div>
                </Card>
              ))}
            </ul>
          </PageSection>
          <CtaBand {...closingBand(page.closing, page.cta)} />
        </>
      ),
    },
    request,
  );
}
