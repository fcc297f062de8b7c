/**
 * The plan comparison table (docs/product.md §2, §3): columns Feature, Starter, Professional, Enterprise,
 * Hosted Websites, in three categories. Numbers match the DIY plans in pricing.ts and the
 * Hosted Websites column of docs/product.md §9 (5 sites, 5 projects, 2 users).
 */
import type { ComparisonCategory, ComparisonColumn } from "./types";

export const comparisonColumns: { id: ComparisonColumn | "feature"; label: string }[] = [
  { id: "feature", label: "Feature" },
  { id: "starter", label: "Starter" },
  { id: "professional", label: "Professional" },
  { id: "enterprise", label: "Enterprise" },
  { id: "hosted", label: "Hosted Websites" },
];

export const comparisonCategories: ComparisonCategory[] = [
  {
    name: "Sites & Projects",
    description:
      "How many websites, Google Search Console projects, Google Business Profiles and people each plan covers.",
    features: [
      {
        name: "Sites",
        description: "Websites activated for crawling, auditing and tracking.",
        values: { starter: "1", professional: "2", enterprise: "4", hosted: "5" },
      },
      {
        name: "GSC projects",
        description: "Google Search Console properties connected for search performance data.",
        values: { starter: "5", professional: "15", enterprise: "Unlimited", hosted: "5" },
      },
      {
        name: "Automated GBPs",
        description: "Google Business Profiles with scheduled posts and review monitoring.",
        values: { starter: "3", professional: "10", enterprise: "25", hosted: "-" },
      },
      {
        name: "Users",
        description: "Team members who can sign in to the platform.",
        values: { starter: "2", professional: "5", enterprise: "Unlimited", hosted: "2" },
      },
    ],
  },
  {
    name: "SEO Tools",
    description: "The research, writing, auditing and reporting tools included in each plan.",
    features: [
      {
        name: "Keyword rank tracker",
        description: "Daily rankings for up to 5,000 keywords across locations and devices.",
        values: { starter: "Included", professional: "Included", enterprise: "Included", hosted: "Included" },
      },
      {
        name: "AI content writer",
        description: "Unlimited articles and landing pages, optimized for the keywords you choose.",
        values: { starter: "Included", professional: "Included", enterprise: "Included", hosted: "Included" },
      },
      {
        name: "Site crawls",
        description: "Technical audits that check each page for more than 200 known issues.",
        values: {
          starter: "Standard access",
          professional: "Priority access",
          enterprise: "Unlimited, up to 1M pages",
          hosted: "Standard access",
        },
      },
      {
        name: "Competitor analysis",
        description: "Keyword, content and backlink gaps against unlimited competitors.",
        values: { starter: "Full access", professional: "Full access", enterprise: "Full access", hosted: "-" },
      },
      {
        name: "Real-time analytics",
        description: "Traffic, rankings and conversions updated as they happen.",
        values: { starter: "Included", professional: "Included", enterprise: "Included", hosted: "Included" },
      },
    ],
  },
  {
    name: "Branding & Support",
    description: "Who the reports carry the name of, and how much help comes with the plan.",
    features: [
      {
        name: "Whitelabeling",
        description: "Reports and dashboards under your own brand, for agencies and resellers.",
        values: { starter: "-", professional: "-", enterprise: "Included", hosted: "-" },
      },
      {
        name: "Support",
        description: "How quickly our team responds and how closely it works with you.",
        values: {
          starter: "Standard level",
          professional: "Priority level",
          enterprise: "Dedicated level",
          hosted: "Standard level",
        },
      },
      {
        name: "Onboarding",
        description: "Help getting sites, projects and profiles connected.",
        values: {
          starter: "Self-serve",
          professional: "Guided setup",
          enterprise: "Dedicated onboarding",
          hosted: "Guided setup",
        },
      },
      {
        name: "Contract",
        description: "DIY plans can be canceled at the end of any month.",
        values: {
          starter: "Month-to-month",
          professional: "Month-to-month",
          enterprise: "Month-to-month",
          hosted: "Month-to-month",
        },
      },
    ],
  },
];

/** What a check or a cross means, for screen readers (the marks themselves are icons). */
export const comparisonMarkLabels = { check: "Included", cross: "Not included" } as const;

export const comparisonTable = {
  caption: "Plan feature comparison",
  /** The name of the info button that shows a category's or a feature's explanation. */
  infoLabel: (name: string) => `About ${name}`,
} as const;

const DASHES = new Set(["-", "–", "—"]);

/**
 * How a comparison cell is drawn (docs/product.md §3): a dash is a cross; a value beginning with "Included"
 * or containing "access" or "level" is a check; anything else is shown as text.
 */
export function comparisonMark(value: string): "check" | "cross" | "text" {
  const v = value.trim();
  if (DASHES.has(v)) return "cross";
  const lower = v.toLowerCase();
  if (lower.startsWith("included") || lower.includes("access") || lower.includes("level")) return "check";
  return "text";
}
