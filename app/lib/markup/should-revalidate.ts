import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For a route whose content is server markup that depends on its URL only: its data is fetched
 * again when the URL changes, not after every form sent on the page, which would rewrite sections
 * the visitor is reading for nothing (docs/decisions/033).
 */
export const staticMarkupShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  formMethod === undefined || formMethod === "GET"
    ? currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search
    : false;
