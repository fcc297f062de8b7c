/** Copy of the building blocks that show lists on the account pages (status pills, pagination, filters). */
import type { LeadStatus } from "~/lib/forms/lead-row";

/** How a lead's status reads in the lead inbox (docs/product.md §11.1). */
export const leadStatusLabels: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

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
