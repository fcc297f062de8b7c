/**
 * The `data-` attributes by which a behaviour finds the server markup it drives (docs/decisions/043).
 * Each behaviour (`*.behaviour.ts`, beside its `*.markup.tsx`) exports its hooks once, and both
 * halves are written from them: the markup spreads `hook(…)` on its elements, the behaviour queries
 * `select(…)`. The names never change here: CSS and the browser tests select some of them too.
 *
 * The hooks are string enums (`export enum CAROUSEL_HOOKS { dot = "data-carousel-dot" }`), not
 * `as const` objects: esbuild writes an enum member's value where it is used and leaves the enum
 * out, so the browser's bundle carries each name where it is used, as a literal would, and no table
 * of names and keys beside it (which, in the top bar's and the hero's code, every page or the home
 * page loads first). `app/components/data-hooks.test.ts` holds every value to a `data-` name, and
 * the markup to its behaviours' hooks.
 */

/**
 * The server markup's own marks: the wrapper of every block (components/markup/server-markup.tsx),
 * and a link inside one that keeps the scroll position when followed (a tab; use-markup-links.ts).
 */
export enum SERVER_MARKUP_HOOKS {
  root = "data-server-markup",
  keepScroll = "data-keep-scroll",
}

/** The document's mark once React has hydrated it (root.tsx); the browser tests wait for it. */
export enum DOCUMENT_HOOKS {
  hydrated = "data-hydrated",
}

/** A `data-` attribute's name. */
export type DataHook = `data-${string}`;

/**
 * The attribute as props to spread on an element of server markup:
 * `<div {...hook(CAROUSEL_HOOKS.list)}>` writes `data-carousel=""`, `hook(name, value)` writes the
 * value, and an explicit `undefined` leaves the attribute out, as a JSX attribute would.
 */
export function hook<N extends DataHook>(
  name: N,
  ...value: [] | [string | number | undefined]
): { [K in N]: string | number | undefined } {
  return { [name]: value.length ? value[0] : "" } as { [K in N]: string | number | undefined };
}

/**
 * The CSS selector for elements with the attribute, `[name]`, or with it set to `value`,
 * `[name="value"]` (the value goes in as written: `CSS.escape` one that comes from outside).
 */
export function select(name: DataHook, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${value}"]`;
}
