/** Copy of the building blocks that show lists on the account pages (status pills, pagination, filters). */

/** The pagination links under a long list. */
export const paginationCopy = {
  label: "Pagination",
  previous: "Previous",
  next: "Next",
  /** "Page 2 of 9" */
  status: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
} as const;

/** The filter row above a list. */
export const filterCopy = {
  apply: "Apply",
  reset: "Reset",
} as const;
