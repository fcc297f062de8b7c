/** Copy of the error screens (docs/product.md §8). The 404 texts are contract texts. */
import type { IconName } from "./types";

export const homeLink = { label: "Return to Home", href: "/" } as const;

export interface SuggestedPage {
  label: string;
  description: string;
  href: string;
  icon: IconName;
}

export const errorCopy = {
  notFound: {
    code: "404",
    message: "Oops! Page not found",
    detail: "The page may have moved, or the address may have a typo. These pages are a good place to pick up from.",
    suggestionsTitle: "Popular Pages",
    suggestions: [
      {
        label: "Free SEO Audit",
        description: "Check any website in about 60 seconds.",
        href: "/national-seo-audit",
        icon: "search",
      },
      {
        label: "Done-For-You Services",
        description: "Local SEO, websites, ads and content, handled for you.",
        href: "/services/done-for-you",
        icon: "briefcase",
      },
      {
        label: "Pricing",
        description: "DIY plans, CRM integration and done-for-you programs.",
        href: "/#pricing",
        icon: "calculator",
      },
      {
        label: "Contact",
        description: "Talk to a specialist about your site.",
        href: "/contact",
        icon: "message-square",
      },
    ] satisfies SuggestedPage[],
  },
  forbidden: {
    code: "403",
    message: "You do not have access to this page.",
    detail:
      "This area is for administrators. If you think you should have access, ask an administrator to grant your account the admin role.",
    /** Only signed-in visitors reach the 403 page, so their own area is the useful way on. */
    dashboard: { label: "Go to your dashboard", href: "/dashboard" },
  },
  request: { title: "This Request Could Not Be Handled", status: "Error" },
  /** Verbatim: the default route error screen's title. */
  unexpected: {
    title: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong.",
    retry: "Try again",
  },
} as const;
