/**
 * The home page's sections as a visitor meets them, in the order of docs/product.md §2 (the
 * showcase is anchored as #dashboard): written out here, not read from app/content, so a test
 * holds the page to the product's order rather than to itself.
 */
export const HOME_SECTIONS = [
  "hero",
  "explore-solutions",
  "crm-banner",
  "audit-section",
  "done-for-you",
  "website-services",
  "dashboard",
  "features",
  "pricing",
  "testimonials",
];
