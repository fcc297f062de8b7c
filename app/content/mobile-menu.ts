/**
 * The full-screen mobile menu (docs/product.md §2): five swipeable sections and eight quick actions.
 * The Services, Features, CRM and Websites sections reuse the mega-menus' groups.
 */
import type { IconName, MegaMenuKey } from "./types";
import { ROI_PATH } from "./roi-calculator-copy";

export interface MobileMenuSection {
  id: "quick-actions" | Exclude<MegaMenuKey, "pricing">;
  label: string;
}

export const mobileMenuSections: MobileMenuSection[] = [
  { id: "quick-actions", label: "Quick Actions" },
  { id: "services", label: "Services" },
  { id: "features", label: "Features" },
  { id: "crm", label: "CRM" },
  { id: "websites", label: "Websites" },
];

export interface QuickAction {
  label: string;
  description: string;
  href: string;
  icon: IconName;
}

export const mobileQuickActions: QuickAction[] = [
  { label: "Free SEO Audit", description: "Instant report, no login", href: "/national-seo-audit", icon: "search" },
  {
    label: "Local SEO Quote",
    description: "Rank in the map pack",
    href: "/contact?service=local-seo",
    icon: "map-pin",
  },
  { label: "Website Demo", description: "See sites we build", href: "/book-demo", icon: "monitor" },
  { label: "ROI Calculator", description: "Leads a plan needs to pay off", href: ROI_PATH, icon: "calculator" },
  {
    label: "Done-For-You Quote",
    description: "Let our team do it",
    href: "/contact?service=done-for-you",
    icon: "rocket",
  },
  { label: "CRM Integration", description: "SEO inside your CRM", href: "/crm-seo", icon: "link" },
  { label: "Technical SEO Scan", description: "Find what blocks rankings", href: "/audit", icon: "wrench" },
  { label: "Book Strategy Call", description: "Free 30-minute session", href: "/book-demo", icon: "calendar" },
];

export const mobileMenuLabels = {
  previous: "Previous",
  next: "Next",
  account: "Account",
  loginOptions: "Login Options",
  logout: "Logout",
} as const;
