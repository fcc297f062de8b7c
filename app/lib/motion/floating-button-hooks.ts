/**
 * What the home page's floating button stands aside for while any part of it is in view (ADR 075):
 * the audit form, the CRM band and the closing band, which offer their own calls to action, and the
 * footer, the page's end. A module of its own: the home sections, the closing band every page ends
 * on and the frame's footer carry it; the home page's scroll furniture reads it.
 */
export enum FLOATING_BUTTON_HOOKS {
  away = "data-floating-away",
}
