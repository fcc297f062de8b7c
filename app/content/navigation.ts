/**
 * Top bar, login drop-down and user menu links (docs/product.md §2); the footer's are in footer.ts.
 * Anchors are written as home anchors ("/#features"); on the home page the top bar scrolls to the
 * section and updates the hash, elsewhere the link goes home first.
 */
import { externalLinks } from "./external-links";
import type { Cta, Link, MenuItem, TopBarItem } from "./types";

export const servicesSubmenu: MenuItem[] = [
  { label: "Enterprise Solutions", href: "/services/enterprise" },
  { label: "Website Development", href: "/services/website-development" },
  { label: "Local SEO Services", href: "/services/local-seo" },
  { label: "Technical SEO", href: "/services/technical-seo" },
  { label: "Done-For-You Services", href: "/services/done-for-you" },
];

export const topBarItems: TopBarItem[] = [
  { label: "Features", href: "/#features", megaMenu: "features" },
  { label: "Services", href: "/#services", megaMenu: "services", children: servicesSubmenu },
  { label: "CRM", href: "/crm-seo", megaMenu: "crm" },
  { label: "Websites", href: "/services/website-development", megaMenu: "websites" },
  { label: "Pricing", href: "/#pricing", megaMenu: "pricing" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const freeAuditButton: Cta = { label: "Free Audit", href: "/national-seo-audit" };

export const signInButton: Cta = { label: "Sign In", href: "/auth" };

/**
 * Guests' login drop-down: two external apps (new tab) and the admin entry. The CRM's address is a
 * site setting (ADR 079): without one, the link is left out rather than pointing nowhere.
 */
export function loginMenuItems(crmLoginUrl: string | null): Link[] {
  return [
    ...(crmLoginUrl
      ? [{ label: externalLinks.crmLogin.label, href: crmLoginUrl, icon: "users", newTab: true } as const]
      : []),
    { label: externalLinks.seoPlatform.label, href: externalLinks.seoPlatform.href, icon: "bar-chart", newTab: true },
    { label: "Admin Dashboard", href: "/auth", icon: "shield" },
  ];
}

export const userMenuItems: Link[] = [
  { label: "Dashboard", href: "/dashboard", icon: "gauge" },
  { label: "Profile", href: "/profile", icon: "user" },
];

export const ADMIN_MENU_LABEL = "Admin";

export const adminMenuItems: Link[] = [
  { label: "Analytics", href: "/admin/analytics", icon: "bar-chart" },
  { label: "Embeds", href: "/admin/embeds", icon: "code" },
  { label: "Launch", href: "/admin/launch", icon: "rocket" },
  { label: "Leads", href: "/admin/leads", icon: "users" },
  { label: "Proof", href: "/admin/proof", icon: "message-square" },
  { label: "Settings", href: "/admin/settings", icon: "settings" },
];

export const LOG_OUT_LABEL = "Log out";
/** The first link of every page, for keyboard users. */
/** Avatar initial when the user has no email. */
export const AVATAR_FALLBACK_INITIAL = "U";
