/**
 * The dialogs the site opens on demand (docs/product.md §4.7, ADR 029): content names them on a
 * call to action; app/lib/ui/dialogs.ts turns a click on such a link into the dialog.
 */
export const DIALOG_NAMES = ["setup-guide", "crm-video"] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];
