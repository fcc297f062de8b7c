/**
 * The footer's columns, legal links, phones and social links (docs/product.md §2). Apart from the
 * top bar's links (navigation.ts): the footer is server markup, so only the server reads these.
 */
import { socialLinks } from "./site";
import type { Link, PhoneLine } from "./types";

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

/**
 * The footer's phone links ("Call Toll Free", …), in this order; the numbers are not printed
 * (docs/product.md §2.6), and a line without a number in the settings is left out (ADR 052).
 */
export const footerPhoneLines: PhoneLine[] = ["tollFree", "tampa", "miami", "wyoming"];

export const footerSocialLinks = socialLinks;
