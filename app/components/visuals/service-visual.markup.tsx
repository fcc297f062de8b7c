import type { ServiceSlug } from "~/content/types";
import { AnalyticsPanel, DfyReportPanel, LocationsPanel } from "./business-panels.markup";
import { AuditReportSample } from "~/components/audit/audit-report.markup";
import { sampleAuditReport } from "~/lib/audit/preview/sample-report";
import { ContentScorePanel, LocalPackPanel, RankTrackerPanel } from "./seo-panels.markup";
import { SiteShowcase } from "./site-mockups.markup";

const VISUALS: Record<ServiceSlug, () => JSX.Element> = {
  "local-seo": LocalPackPanel,
  "technical-seo": () => <AuditReportSample report={sampleAuditReport} />,
  "done-for-you": DfyReportPanel,
  enterprise: () => <LocationsPanel variant="enterprise" />,
  "website-development": SiteShowcase,
  "content-optimization": ContentScorePanel,
  "rank-tracking": RankTrackerPanel,
  "performance-analysis": AnalyticsPanel,
};

/** The picture beside a service page's hero: the part of the product or the work it sells. */
export function ServiceVisual({ slug }: { slug: ServiceSlug }) {
  const Visual = VISUALS[slug];
  return <Visual />;
}
