import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component the server renders at once and the browser fetches only when it first shows: the
 * error screens, the signed-in viewer's menu. `onServer` is the component as imported through a
 * `*.server` module, which the browser's build replaces with an empty one, so there it is
 * undefined and `load` fetches the component's own chunk. Render it inside <Suspense>: a page
 * hydrating before the chunk arrives keeps the server's HTML for it meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function serverOrLazy<C extends ComponentType<any>>(
  onServer: C | undefined,
  load: () => Promise<C>,
): C | LazyExoticComponent<C> {
  return onServer ?? lazy(() => load().then((component) => ({ default: component })));
}
