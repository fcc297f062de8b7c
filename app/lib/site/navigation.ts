/**
 * Pure rules of the top bar: which item is the current one. Kept apart from the components so
 * they can be unit-tested and shared by the header and the footer. Where the bar shows is the
 * site-areas table's `frame` (./site-areas.ts).
 */
import type { MenuItem } from "~/content/types";

export interface LocationLike {
  pathname: string;
  hash: string;
}

/** The path and fragment of an internal href such as "/#pricing" or "/crm-seo". */
function parts(href: string): { pathname: string; hash: string } {
  const url = new URL(href, "http://site.invalid");
  return { pathname: url.pathname, hash: url.hash };
}

/**
 * Whether an href is where the visitor is: a home anchor ("/#pricing") matches only its own hash
 * on the home page; a page path matches itself and the pages below it.
 */
export function hrefMatches(href: string, location: LocationLike): boolean {
  const target = parts(href);
  if (target.hash) return location.pathname === target.pathname && location.hash === target.hash;
  if (target.pathname === "/") return location.pathname === "/";
  return location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname}/`);
}

/**
 * The one top-bar item to highlight, by path or hash (docs/product.md §2). An item's own link wins over a
 * submenu entry, so /services/website-development highlights Websites, and /services/local-seo
 * highlights Services through its submenu.
 */
export function activeItem<T extends MenuItem>(items: readonly T[], location: LocationLike): T | undefined {
  return (
    items.find((item) => hrefMatches(item.href, location)) ??
    items.find((item) => item.children?.some((child) => hrefMatches(child.href, location)))
  );
}

/** The section id of a home-page anchor ("/#pricing" → "pricing"), else undefined (also when it cannot be decoded). */
export function homeSectionId(href: string): string | undefined {
  const target = parts(href);
  if (target.pathname !== "/" || target.hash.length < 2) return undefined;
  try {
    return decodeURIComponent(target.hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * Account pages that sit under another item of the account navigation: a project belongs to the
 * dashboard, the audit requests to the leads (reached from the inbox; the menu is the spec's four).
 */
const ACCOUNT_PARENTS: ReadonlyArray<readonly [prefix: string, parent: string]> = [
  ["/project", "/dashboard"],
  ["/admin/audits", "/admin/leads"],
];

/** Whether an account navigation item is the current page (or the parent of the current page). */
export function accountItemActive(href: string, pathname: string): boolean {
  const location = { pathname: pathname.toLowerCase(), hash: "" };
  if (hrefMatches(href, location)) return true;
  return ACCOUNT_PARENTS.some(([prefix, parent]) => parent === href && hrefMatches(prefix, location));
}
