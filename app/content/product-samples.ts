/**
 * Sample data for the product views the site photographs of itself (scripts/product-shots.mjs, ADR 024):
 * an audit report and a rank tracker. The headline figures are the specification's samples
 * (docs/product.md §3.8, read from dashboard.ts and results.ts); the rows beside them are invented
 * examples, and every view says so on its face ("Sample data").
 */
import { displayDataPoints, mockDashboardMetrics } from "./dashboard";
import { auditFormCopy } from "./audit-form";
import { impactComparison } from "./results";

export const SAMPLE_DATA_LABEL = "Sample data";

/** The example site both views report on: the audit field's own placeholder. */
export const sampleSite = auditFormCopy.inputPlaceholder;

export type IssueSeverity = "high" | "medium";

export interface SampleIssue {
  title: string;
  pages: number;
  severity: IssueSeverity;
}

const [score, flawless, fixed, domainPower] = mockDashboardMetrics;
/**
 * The sample site's first and latest audit: the specification's site-health figures (32% and 94%),
 * drawn as the sample's own history, labelled "Sample data", never as a client's (ADR 078).
 */
const sampleHealth = { before: 32, after: 94 } as const;
const openIssueCount = fixed ? fixed.max - fixed.value : 0;

export const auditReportSample = {
  title: "Site audit",
  crawled: `${flawless?.max ?? 0} pages crawled`,
  healthLabel: "Site health",
  health: sampleHealth,
  healthBeforeLabel: "First audit",
  healthAfterLabel: "Today",
  healthGain: `+${sampleHealth.after - sampleHealth.before} points`,
  metrics: [score, flawless, fixed, domainPower].filter((metric) => metric !== undefined),
  issuesTitle: `Open issues (${openIssueCount})`,
  issuesPagesLabel: "pages",
  severityLabels: { high: "High", medium: "Medium" } satisfies Record<IssueSeverity, string>,
  /** Open issues by type; they add up to the issues not yet fixed (500 − 390). */
  issues: [
    { title: "Missing meta descriptions", pages: 38, severity: "medium" },
    { title: "Images without alt text", pages: 29, severity: "medium" },
    { title: "Slow Largest Contentful Paint on mobile", pages: 21, severity: "high" },
    { title: "Broken internal links", pages: 14, severity: "high" },
    { title: "Redirect chains", pages: 8, severity: "medium" },
  ] satisfies SampleIssue[],
} as const;

export interface SampleKeyword {
  keyword: string;
  position: number;
  /** Places gained over the last 30 days. */
  gained: number;
  /** Weekly positions, oldest first (lower is better). */
  history: number[];
}

const [visibility] = impactComparison;

export const rankTrackerSample = {
  title: "Rank tracker",
  stats: displayDataPoints.map(({ label, value, trend, subtitle, icon }) => ({ label, value, trend, subtitle, icon })),
  chartTitle: "Search visibility, last 12 weeks",
  chartRange: visibility ? `${visibility.before} → ${visibility.after}` : "",
  /** Weekly search visibility in percent: the case study's 15% → 65% (results.ts). */
  visibility: [15, 17, 16, 21, 26, 29, 35, 41, 46, 53, 60, 65],
  tableTitle: "Top keywords",
  columns: { keyword: "Keyword", position: "Position", change: "30 days", trend: "Trend" },
  keywords: [
    { keyword: "seo services tampa", position: 3, gained: 15, history: [18, 16, 14, 11, 9, 7, 5, 3] },
    { keyword: "local seo near me", position: 1, gained: 4, history: [5, 5, 4, 3, 3, 2, 1, 1] },
    { keyword: "website audit free", position: 4, gained: 9, history: [13, 12, 12, 10, 8, 6, 5, 4] },
    { keyword: "veterinary clinic marketing", position: 2, gained: 6, history: [8, 8, 7, 5, 4, 3, 2, 2] },
    { keyword: "cheyenne web design", position: 6, gained: 11, history: [17, 15, 14, 12, 10, 8, 7, 6] },
  ] satisfies SampleKeyword[],
} as const;
