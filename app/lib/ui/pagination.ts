/**
 * Pages of a long list, addressed by `?page=n` (page 1 has no parameter, so a list has one address
 * for its first page). Pure, so loaders and the Pagination component share them.
 */

export const PAGE_PARAM = "page";

/** The page a URL asks for: a whole number from 1; anything else reads as 1. */
export function readPage(search: URLSearchParams): number {
  const raw = search.get(PAGE_PARAM);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of another page of the same list, keeping every other parameter (filters, sort). */
export function pageHref(location: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(location.search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

export type PageSlot = number | "gap";

/**
 * Which page numbers to show: the first and the last, the current one with `siblings` on each
 * side, and a gap where pages are left out. A gap never stands for a single page (that page is
 * shown instead), so the row's length depends only on where the current page is.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // The first, the last, the current one with its siblings, and room for two gaps.
  const edge = 2 * siblings + 3;
  if (pageCount <= edge + 2) return range(1, pageCount);
  const gapBefore = current - siblings > 3;
  const gapAfter = current + siblings < pageCount - 2;
  if (!gapBefore) return [...range(1, edge), "gap", pageCount];
  if (!gapAfter) return [1, "gap", ...range(pageCount - edge + 1, pageCount)];
  return [1, "gap", ...range(current - siblings, current + siblings), "gap", pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
