/**
 * Test fixture: the routes of docs/product.md §2's route table, written out independently of the content
 * so the link tests compare content against the specification, not against itself.
 */

export const SERVICE_SLUGS = [
  "local-seo",
  "technical-seo",
  "done-for-you",
  "enterprise",
  "website-development",
  "content-optimization",
  "rank-tracking",
  "performance-analysis",
] as const;

export const CITY_SLUGS = [
  "tampa-seo-services",
  "cheyenne-seo-services",
  "florida-seo-services",
  "wyoming-seo-services",
  "miami-seo-services",
  "orlando-seo-services",
  "jacksonville-seo-services",
  "st-petersburg-seo-services",
  "south-florida-seo-services",
  "central-florida-seo-services",
  "north-florida-seo-services",
  "casper-seo-services",
  "laramie-seo-services",
  "gillette-seo-services",
  "rock-springs-seo-services",
  "jackson-seo-services",
  "sheridan-seo-services",
] as const;

export const AUDIT_SLUGS = ["florida-seo-audit", "wyoming-seo-audit", "national-seo-audit"] as const;

export const KNOWN_ROUTES: ReadonlySet<string> = new Set([
  "/",
  "/about",
  "/auth",
  "/blog",
  "/book-demo",
  "/contact",
  "/crm-seo",
  "/dashboard",
  "/partners",
  "/roi-calculator",
  "/audit-bot",
  "/privacy-policy",
  "/terms-of-service",
  "/profile",
  "/case-studies",
  "/case-studies/veterinary-practice-tampa-growth",
  "/service-areas",
  "/sitemap.html",
  "/audit",
  "/admin/settings",
  "/admin/leads",
  "/admin/embeds",
  "/admin/analytics",
  "/admin/audits",
  "/admin/proof",
  "/admin/proof/reviews",
  "/admin/launch",
  "/admin/proof/logos",
  "/admin/proof/case-studies",
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  ...CITY_SLUGS.map((slug) => `/${slug}`),
  ...AUDIT_SLUGS.map((slug) => `/${slug}`),
]);

/**
 * Section ids of the home page a link may target as "/#id": the section order of docs/product.md §2, the
 * hero, the dashboard showcase, and "services" (the top bar's Services anchor; the Done-For-You
 * section's services grid carries that id).
 */
export const HOME_ANCHORS: ReadonlySet<string> = new Set([
  "hero",
  "explore-solutions",
  "crm-banner",
  "audit-section",
  "done-for-you",
  "services",
  "website-services",
  "dashboard",
  "features",
  "pricing",
  "testimonials",
]);

/** Footer paths of the old site that have no route (docs/product.md §2). */
export const DEAD_PATHS: ReadonlySet<string> = new Set(["/done-for-you", "/local-seo", "/technical-seo", "/sitemap"]);
