/** What an inline script's arguments may be: they are written into the page as JSON. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * The text of an inline script that calls `run` with `args` (docs/front-end.md, "Inline scripts").
 * The function is the one source, written and type-checked as TypeScript; the page carries its
 * compiled text, so there is no hand-minified twin to drift from it. `run` must be self-contained:
 * it may use its parameters and the browser's globals, nothing else of its module (each script's
 * test runs the text this returns against stand-ins for those globals). `<` is escaped in the
 * arguments, so no argument can close the script element.
 */
export function inlineScript<Args extends Json[]>(run: (...args: Args) => void, ...args: Args): string {
  const json = args.map((arg) => JSON.stringify(arg).replaceAll("<", "\\u003c"));
  return `(${run.toString()})(${json.join(",")})`;
}
