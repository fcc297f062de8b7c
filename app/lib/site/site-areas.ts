/**
 * The site's areas, in one table: who may enter each path prefix, which frame the page gets, whether
 * the edge cache may keep its pages, and whether robots.txt lets crawlers in. The root layout, the
 * edge cache, robots.txt and the route guards all read it, and a unit test checks that every loader
 * and action under a guarded prefix calls its guard (site-areas.test.ts). Adding a private page is
 * one row here (if its prefix is new) plus its route module, which still guards itself: Remix runs
 * child loaders in parallel with their parents, so a parent's check protects nothing.
 */

/** Who may enter: everyone, a signed-in viewer, or an administrator. */
export type Access = "anyone" | "signed-in" | "admin";

/**
 * The frame around the page: the public top bar and footer ("site"), the account sidebar of the
 * signed-in and admin pages ("account"), or none, the page drawing its own ("bare": the audit tool).
 */
export type SiteFrame = "site" | "account" | "bare";

export interface SiteArea {
  /** A path prefix matched on whole segments, case-insensitively (routes match that way too). */
  prefix: string;
  access: Access;
  frame: SiteFrame;
  /** Whether the edge may keep anonymous views of its pages (ADR 007). */
  edgeCache: boolean;
  /** Listed as Disallow in robots.txt (its pages are noindex as well). */
  robotsDisallow: boolean;
}

/** The guard each access level calls first in every loader and action (app/lib/auth/guards.server.ts). */
export const GUARD_OF: Readonly<Record<Exclude<Access, "anyone">, string>> = {
  "signed-in": "requireViewer",
  admin: "requireAdmin",
};

export const SITE_AREAS: readonly SiteArea[] = [
  { prefix: "/admin", access: "admin", frame: "account", edgeCache: false, robotsDisallow: true },
  { prefix: "/dashboard", access: "signed-in", frame: "account", edgeCache: false, robotsDisallow: true },
  { prefix: "/profile", access: "signed-in", frame: "account", edgeCache: false, robotsDisallow: true },
  { prefix: "/project", access: "signed-in", frame: "account", edgeCache: false, robotsDisallow: true },
  // Sign-in talks to Supabase on every view, and its pages set cookies.
  { prefix: "/auth", access: "anyone", frame: "site", edgeCache: false, robotsDisallow: true },
  // POST-only; a GET just goes home, so there is nothing to keep crawlers from.
  { prefix: "/logout", access: "anyone", frame: "site", edgeCache: false, robotsDisallow: false },
  // Audit previews (ADR 046): one visitor's report each, made while the page streams; noindex, and
  // nothing for crawlers to find. Before /audit, as the first matching row decides.
  { prefix: "/audit/preview", access: "anyone", frame: "bare", edgeCache: false, robotsDisallow: true },
  // The audit form's script's JSON route (ADR 057): nothing to cache; nothing links to it.
  { prefix: "/audit/start", access: "anyone", frame: "bare", edgeCache: false, robotsDisallow: false },
  // The audit tool: its own compact header, no top bar (docs/product.md §2); noindex by its meta.
  { prefix: "/audit", access: "anyone", frame: "bare", edgeCache: true, robotsDisallow: false },
  // Resource routes for browsers' own requests (web-vitals beacons): no pages, nothing to crawl.
  { prefix: "/api", access: "anyone", frame: "bare", edgeCache: false, robotsDisallow: true },
  // Embeddable widgets, framed by other sites (CSP frame-ancestors from the widget's origins): no
  // frame of ours around them, never kept at the edge (each render has its own time trap and
  // frame policy), and nothing for crawlers.
  { prefix: "/widget-preview", access: "anyone", frame: "bare", edgeCache: false, robotsDisallow: true },
  // Test-only routes (DIAGNOSTICS_ROUTES=1); elsewhere a 404, so not worth naming in robots.txt.
  { prefix: "/diagnostics", access: "anyone", frame: "site", edgeCache: false, robotsDisallow: false },
];

/** Every other path: the public site. */
export const PUBLIC_AREA: SiteArea = {
  prefix: "/",
  access: "anyone",
  frame: "site",
  edgeCache: true,
  robotsDisallow: false,
};

/** The area a path belongs to ("/Admin/leads" → /admin; "/auditor" is public, not /audit). */
export function siteAreaOf(pathname: string): SiteArea {
  const path = pathname.toLowerCase();
  return SITE_AREAS.find((area) => path === area.prefix || path.startsWith(`${area.prefix}/`)) ?? PUBLIC_AREA;
}
