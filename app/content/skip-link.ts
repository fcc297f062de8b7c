/**
 * The skip link's label (docs/product.md §2): apart from navigation.ts because every page's root
 * renders it in the browser, and the navigation's records are server markup only.
 */
export const SKIP_LINK_LABEL = "Skip to content";
