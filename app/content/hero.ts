/**
 * The home page hero (docs/product.md §2, §4).
 */
import { site } from "./site";
import type { Cta } from "./types";

export const hero = {
  badge: `${site.badges.aiTools} + ${site.badges.doneForYou}`,
  headlinePrefix: "Boost Your",
  /** Rotates every 3.5 s (timings.HEADLINE_ROTATION), looping; still under reduced motion. */
  rotatingWords: ["SEO Performance", "Online Visibility", "Search Rankings", "Digital Presence", "Website Traffic"],
  description:
    "SEO tools you run yourself, SEO built into your CRM, and Done-For-You services when you would rather hand it over. One team, from Tampa to Cheyenne.",
  trustNote: "Trusted by local businesses across Florida, Wyoming and beyond. No long-term contracts.",
  /** Scrolls to the audit section on the home page; elsewhere goes to /#audit-section. */
  primaryCta: { label: "Start Free Audit in 60 Seconds", href: "/#audit-section" } satisfies Cta,
  /** Scrolls to the Done-For-You section (see timings.DONE_FOR_YOU_SCROLL). */
  secondaryCta: { label: "Explore Done-For-You Services", href: "/#done-for-you" } satisfies Cta,
  highlights: [site.badges.costSavings, site.claims.sitesAnalyzed, site.badges.trial],
  mockDashboardCaption: "Sample data",
} as const;
