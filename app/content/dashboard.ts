/**
 * Sample figures for the hero's mock dashboard and the dashboard showcase (docs/product.md §2, §3).
 * They are decorative samples, labeled as such where shown.
 */
import type { DisplayDataPoint, MockMetric } from "./types";

export const dashboardSection = {
  id: "dashboard",
  eyebrow: "The platform",
  title: "See Your SEO at a Glance",
  description: "One dashboard for rankings, backlinks, site health and traffic.",
} as const;

export const displayDataPoints: DisplayDataPoint[] = [
  {
    label: "Keywords Tracked",
    value: "1247",
    numericValue: 1247,
    color: "blue",
    icon: "target",
    trend: "+12%",
    subtitle: "vs last month",
  },
  {
    label: "Quality Backlinks",
    value: "3.8k",
    numericValue: 3800,
    color: "purple",
    icon: "link",
    trend: "+28%",
    subtitle: "referring links",
  },
  {
    label: "Weekly Scans",
    value: "24",
    numericValue: 24,
    color: "emerald",
    icon: "search",
    trend: "+4",
    subtitle: "automated audits",
  },
];

export const mockDashboardMetrics: MockMetric[] = [
  { label: "Optimization Score", value: 81, max: 100 },
  { label: "Flawless pages", value: 271, max: 400 },
  { label: "Issues fixed", value: 390, max: 500 },
  { label: "Domain Power", value: 82, max: 100 },
];

export const mockDashboardTabs = ["SEO Overview", "Site Health", "Performance", "Analytics"] as const;
