/**
 * The services grid of the home page's Done-For-You section (docs/product.md §2.5). A list the home
 * page's loader sends, kept apart from the section's words (ADR 022).
 */
import { fromPerMonth, PRICES } from "./prices";
import type { MenuCardItem } from "./types";

/** The six services of the Done-For-You grid (three with a price of their own). */
export const doneForYouServices: MenuCardItem[] = [
  {
    title: "Local SEO Professional",
    description: "Google Business Profile, citations, reviews and local pages, managed for you.",
    href: "/services/local-seo",
    icon: "map-pin",
    price: fromPerMonth(PRICES.localSeoProfessional),
  },
  {
    title: "Website + Local SEO",
    description: "A new website and a local SEO campaign together.",
    href: "/services/done-for-you",
    icon: "globe",
    price: fromPerMonth(PRICES.websiteLocalSeo),
    badge: "Most Popular",
  },
  {
    title: "Paid Ads Management",
    description: "Google and social campaigns tuned for calls and bookings.",
    href: "/services/done-for-you",
    icon: "megaphone",
  },
  {
    title: "Content Marketing",
    description: "Articles and landing pages written for your customers and for search.",
    href: "/services/content-optimization",
    icon: "file-text",
  },
  {
    title: "Reputation Management",
    description: "Review requests, monitoring and responses that build trust.",
    href: "/services/done-for-you",
    icon: "star",
  },
  {
    title: "Technical SEO",
    description: "Crawl, speed and indexing fixes by our engineers.",
    href: "/services/technical-seo",
    icon: "wrench",
    price: fromPerMonth(PRICES.technicalSeo),
  },
];
