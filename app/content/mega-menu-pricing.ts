/**
 * Pricing mega-menu (docs/product.md §2). The specification's ROI calculator (#roi-calculator) is
 * its own page, /roi-calculator (ADR 070).
 */
import { fromPerMonth, perMonth, PRICES, usd } from "./prices";
import { diyPlan } from "./pricing";
import type { MegaMenu } from "./types";
import { ROI_PATH } from "./roi-calculator-copy";

/** "1 site activation, 5 GSC projects, 3 automated GBPs, 2 seats" */
const planSummary = (id: Parameters<typeof diyPlan>[0]) => diyPlan(id).features.slice(0, 4).join(", ");

export const pricingMenu: MegaMenu = {
  key: "pricing",
  label: "Pricing",
  title: "Plans & Pricing",
  description: "Self-service plans that run month-to-month, or services with our team doing the work.",
  groups: [
    {
      id: "standard",
      title: "DIY Plans",
      items: [
        {
          title: diyPlan("starter").name,
          description: planSummary("starter"),
          href: "/#pricing",
          icon: "zap",
          price: perMonth(PRICES.diyStarter),
        },
        {
          title: diyPlan("professional").name,
          description: planSummary("professional"),
          href: "/#pricing",
          icon: "star",
          price: perMonth(PRICES.diyProfessional),
          badge: "Most Popular",
        },
        {
          title: diyPlan("enterprise").name,
          description: planSummary("enterprise"),
          href: "/#pricing",
          icon: "building",
          price: perMonth(PRICES.diyEnterprise),
        },
      ],
    },
    {
      id: "enterprise",
      title: "Services & Enterprise",
      items: [
        {
          title: "Done-For-You",
          description: "Our team runs your local SEO, content, ads and reputation.",
          href: "/services/done-for-you",
          icon: "rocket",
          price: perMonth(PRICES.doneForYou),
        },
        {
          title: "Website + Local SEO",
          description: "A new website and a local SEO campaign in one package.",
          href: "/services/done-for-you",
          icon: "globe",
          price: fromPerMonth(PRICES.websiteLocalSeo),
          benefit: `Save ${usd(PRICES.websiteLocalSeoSavings)} vs separate`,
        },
        {
          title: "CRM + SEO",
          description: "SEO tools activated inside your CRM.",
          href: "/crm-seo",
          icon: "link",
          price: fromPerMonth(PRICES.crmSeo),
        },
        {
          title: "Enterprise Marketing",
          description: "Multi-channel programs priced to your scope.",
          href: "/services/enterprise",
          icon: "megaphone",
          price: "Custom",
        },
      ],
    },
    {
      id: "tools",
      title: "Tools",
      items: [
        {
          title: "ROI Calculator",
          description: "Weigh a plan's cost against the leads it needs to bring in.",
          href: ROI_PATH,
          icon: "calculator",
        },
        {
          title: "Compare Plans",
          description: "Every plan's limits side by side.",
          href: "/#pricing",
          icon: "layers",
        },
        {
          title: "Free SEO Audit",
          description: "See where your site stands before you choose.",
          href: "/national-seo-audit",
          icon: "search",
          badge: "Free",
        },
      ],
    },
  ],
  cta: {
    title: "Need a custom plan?",
    description: "Multiple locations, agencies and large sites get a quote built around their scope.",
    label: "Contact Sales",
    href: "/contact?service=enterprise",
    icon: "phone",
  },
};
