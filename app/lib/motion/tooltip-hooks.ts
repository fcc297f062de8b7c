/**
 * The attributes of the tooltips (app/lib/markup/data-hooks.ts): a trigger in the markup (the info
 * buttons of comparison-table.markup.tsx) and its explanation, printed as a note where no script
 * runs; and the one bubble the behaviour draws, with the side of its trigger it is on. A module of
 * its own: the home page's first-use hook, in every page's first script, prints the notes too.
 */
export enum TOOLTIP_HOOKS {
  trigger = "data-tooltip-trigger",
  note = "data-tooltip",
  bubble = "data-tooltip-bubble",
  side = "data-side",
}
