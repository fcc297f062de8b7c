/** What a part of a page shows while it is still on its way (docs/product.md §2). */
export const LOADING_LABEL = "Loading...";
