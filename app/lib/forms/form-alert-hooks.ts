/**
 * The mark of a form's message that ServerForm focuses when it arrives in server markup
 * (app/lib/markup/data-hooks.ts). A module of its own: the public forms' script needs the name,
 * not the FormAlert component that writes it.
 */
export enum FORM_ALERT_HOOKS {
  focusOnShow = "data-focus-on-show",
}
