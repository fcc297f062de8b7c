/**
 * Top bar, login drop-down, user menu and footer links (docs/product.md §2).
 * Anchors are written as home anchors ("/#features"); on the home page the top bar scrolls to the
 * section and updates the hash, elsewhere the link goes home first.
 */
import { externalLinks, phones, socialLinks } from "./site";
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

/** Guests' login drop-down: two external apps (new tab) and the admin entry. */
export const loginMenuItems: Link[] = [
  { label: externalLinks.crmLogin.label, href: externalLinks.crmLogin.href, icon: "users", newTab: true },
  { label: externalLinks.seoPlatform.label, href: externalLinks.seoPlatform.href, icon: "bar-chart", newTab: true },
  { label: "Admin Dashboard", href: "/auth", icon: "shield" },
];

export const userMenuItems: Link[] = [
  { label: "Dashboard", href: "/dashboard", icon: "gauge" },
  { label: "Profile", href: "/profile", icon: "user" },
];

export const ADMIN_MENU_LABEL = "Admin";

export const adminMenuItems: Link[] = [
  { label: "Analytics", href: "/admin/analytics", icon: "bar-chart" },
  { label: "Embeds", href: "/admin/embeds", icon: "code" },
  { label: "Leads", href: "/admin/leads", icon: "users" },
  { label: "Settings", href: "/admin/settings", icon: "settings" },
];

export const LOG_OUT_LABEL = "Log out";
/** The first link of every page, for keyboard users. */
export const SKIP_LINK_LABEL = "Skip to content";
/** Avatar initial when the user has no email. */
export const AVATAR_FALLBACK_INITIAL = "U";

export interface FooterColumn {
  title: string;
  links: Link[];
}

/**
 * Footer columns. The footer's former links to /done-for-you, /local-seo, /technical-seo and
 * /sitemap had no route (docs/product.md §2); they point at the service pages and /sitemap.html instead.
 */
export const footerColumns: FooterColumn[] = [
  {
    title: "Services",
    links: [
      { label: "Local SEO", href: "/services/local-seo" },
      { label: "Technical SEO", href: "/services/technical-seo" },
      { label: "Done-For-You Services", href: "/services/done-for-you" },
      { label: "Website Development", href: "/services/website-development" },
      { label: "Enterprise Solutions", href: "/services/enterprise" },
      { label: "CRM SEO Integration", href: "/crm-seo" },
    ],
  },
  {
    title: "Get Started",
    links: [
      { label: "Free SEO Audit", href: "/national-seo-audit" },
      { label: "Book a Consultation", href: "/contact" },
      { label: "Enterprise Demo", href: "/book-demo" },
      { label: "Pricing", href: "/#pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Partners", href: "/partners" },
      { label: "Service Areas", href: "/service-areas" },
      { label: "Contact", href: "/contact" },
      { label: "Sitemap", href: "/sitemap.html" },
    ],
  },
  {
    title: "Locations",
    links: [
      { label: "Tampa SEO", href: "/tampa-seo-services" },
      { label: "Cheyenne SEO", href: "/cheyenne-seo-services" },
      { label: "Florida SEO", href: "/florida-seo-services" },
      { label: "Wyoming SEO", href: "/wyoming-seo-services" },
      { label: "All Service Areas", href: "/service-areas" },
    ],
  },
];

export const legalLinks: Link[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];

/** Phones are carried in the footer's structured data and tel: links, not printed as text. */
export const footerPhones = [phones.tollFree, phones.tampa, phones.miami, phones.wyoming];

export const footerSocialLinks = socialLinks;
