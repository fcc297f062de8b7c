/**
 * The home page hero (docs/product.md §2, §4).
 */
import { site } from "./site";
import type { Cta } from "./types";

export const hero = {
  badge: `${site.badges.aiTools} + ${site.badges.doneForYou}`,
  headlinePrefix: "Boost Your",
  /** The phrases of the headline, in order (docs/product.md §4.1); the first is the server's. */
  rotatingWords: ["SEO Performance", "Online Visibility", "Search Rankings", "Digital Presence", "Website Traffic"],
  description:
    "SEO tools you run yourself, SEO built into your CRM, and Done-For-You services when you would rather hand it over. One team, from Tampa to Cheyenne.",
  // The specification's "no long-term contracts", said of the plans it is true of (ADR 067); no
  // claim of clients' trust the page cannot show (ADR 074).
  trustNote: "Offices in Tampa, Miami and Cheyenne. No long-term contracts on DIY plans.",
  /** The audit section of the home page. */
  primaryCta: { label: "Start Free Audit in 60 Seconds", href: "/#audit-section" } satisfies Cta,
  /** Goes to the Done-For-You section of the home page. */
  secondaryCta: { label: "Explore Done-For-You Services", href: "/#done-for-you" } satisfies Cta,
  highlights: [site.badges.costSavings, site.claims.sitesAnalyzed, site.badges.trial],
  mockDashboardCaption: "Sample data",
} as const;
