/**
 * Words and sample values inside the home page's product illustrations (docs/product.md §2.5). Every
 * illustration is captioned as an example or as sample data where it is shown; the only figures here
 * are the specification's samples (docs/product.md §3.8) or plainly invented sample leads.
 */
import { resultsClaims } from "./results";
import { mockDashboardMetrics } from "./dashboard";

/** A sample metric of the mock dashboard by its label: the illustrations repeat those, nothing new. */
const sample = (label: string) => mockDashboardMetrics.find((metric) => metric.label === label)?.value ?? 0;

/** The domain every illustration audits or tracks. */
export const SAMPLE_DOMAIN = "yourbusiness.com";

/** The hero's product window. */
export const heroPanel = {
  product: "Rankwell",
  trafficLabel: "Organic traffic",
  trafficRange: "Last 90 days",
} as const;

/** The audit section's report card: the four key metrics with a sample finding each. */
export const auditReportVisual = {
  title: "SEO Audit Report",
  caption: "Example report with sample data",
  /** A finding per key metric, by its label in results.ts (keyAuditMetrics). */
  findings: {
    "Site Health": {
      value: `${resultsClaims.siteHealth.before}%`,
      level: resultsClaims.siteHealth.before,
      tone: "danger",
    },
    "Optimization Score": {
      value: `${sample("Optimization Score")}`,
      level: sample("Optimization Score"),
      tone: "success",
    },
    "Domain Power": { value: `${sample("Domain Power")}`, level: sample("Domain Power"), tone: "success" },
    "Page Speed": { value: "Slow", level: 40, tone: "warning" },
  },
} as const satisfies {
  title: string;
  caption: string;
  findings: Record<string, { value: string; level: number; tone: "danger" | "warning" | "success" }>;
};

/** The website section's mock-up: an invented veterinary clinic, labeled as an example. */
export const siteMockupVisual = {
  url: "palmgrovevet.example",
  brand: "Palm Grove Vet",
  nav: ["Services", "Our team", "Visit"],
  headline: "Gentle care for every pet",
  text: "Wellness visits, dental care and surgery, five minutes from downtown.",
  action: "Book a visit",
  services: ["Wellness", "Dental", "Surgery"],
  booking: { title: "Book online", day: "Today", slots: ["9:00 am", "11:30 am", "3:30 pm"] },
  vitals: "Core Web Vitals passed",
} as const;

/** The dashboard showcase's product window. */
export const dashboardPanel = {
  nav: ["Overview", "Rankings", "Site audit", "Backlinks", "Reports"],
  heading: "Overview",
  range: "Last 30 days",
  chartTitle: "Keyword rankings",
  legend: ["Top 3", "Top 10", "Top 100"],
} as const;
