/**
 * The CRM setup guide dialog (docs/product.md §2, §3): Get Access Now / Activate SEO in Your CRM.
 * Step images are optional: `image` names the step's drawing (SetupGuideIllustration, drawn inline
 * in the theme's colours; ADR 051); a step without one, or naming no drawing, shows a placeholder.
 */
import type { SetupGuide } from "./types";

export const setupGuideLabels = {
  open: "Get Access Now",
  close: "Close Guide",
} as const;

/** /crm-seo renders the guide as a section with this id; without the dialog, links go there. */
export const SETUP_GUIDE_SECTION_ID = "setup-guide";

export const crmSetupGuide: SetupGuide = {
  title: "Activate SEO in Your CRM",
  description: "Turn on the SEO integration from inside your CRM account in a few minutes.",
  steps: [
    {
      id: 1,
      title: "Sign In to Your CRM",
      description: "Use the CRM Login link in the top bar and open the account you want to activate.",
      image: "sign-in",
    },
    {
      id: 2,
      title: "Open the Marketplace",
      description: "Go to Settings, then Integrations, and search the app marketplace for SEO.",
      image: "marketplace",
    },
    {
      id: 3,
      title: "Activate the SEO App",
      description: "Choose the SEO integration, confirm the plan and select Activate.",
      image: "activate",
    },
    {
      id: 4,
      title: "Connect Your Website and Google Accounts",
      description: "Add your domain, then connect Google Search Console and your Google Business Profile.",
      image: "connect",
    },
    {
      id: 5,
      title: "Run Your First Audit",
      description: "Start a site audit and add the keywords you want to track; results appear in your CRM dashboard.",
      image: "first-audit",
    },
  ],
  supportInfo: {
    title: "Need a Hand?",
    description: "Our support team will walk you through activation on a quick call.",
    contactMethods: [
      { icon: "phone", label: "Call Us", reach: "tollFree" },
      { icon: "mail", label: "Email", reach: "email" },
      { icon: "calendar", label: "Book a setup call", booking: "Free 30-minute session" },
    ],
  },
};
