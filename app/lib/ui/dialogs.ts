/**
 * The dialogs the site opens on demand (docs/product.md §4.7, ADR 029). A trigger is a link that
 * works without JavaScript (to the same content on /crm-seo) and carries `data-dialog-open`; one
 * listener in the root layout turns its click into the dialog.
 */
import { DIALOG_NAMES, type DialogName } from "~/content/dialogs";
import { select } from "~/lib/markup/data-hooks";

export type { DialogName };

/**
 * The dialogs' marks (app/lib/markup/data-hooks.ts): a trigger, a link naming the dialog it opens;
 * and the site's modal dialog element, so a second one never opens over the first.
 */
export enum DIALOG_HOOKS {
  open = "data-dialog-open",
  dialog = "data-dialog",
}

export const isDialogName = (name: string | undefined): name is DialogName =>
  (DIALOG_NAMES as readonly (string | undefined)[]).includes(name);

type TriggerClick = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"> & {
  target: EventTarget | null;
};

/**
 * The trigger a click opens a dialog for, or null: a plain primary click on (or inside) an element
 * with a known `data-dialog-open`. A click with a modifier keeps the link's own meaning (a new tab).
 */
export function dialogTrigger(event: TriggerClick): { name: DialogName; trigger: HTMLElement } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const trigger = target?.closest?.<HTMLElement>(select(DIALOG_HOOKS.open));
  const name = trigger?.dataset.dialogOpen;
  return trigger && isDialogName(name) ? { name, trigger } : null;
}
