import { useCallback, useSyncExternalStore } from "react";
import type { ScrollSample } from "~/lib/motion/scroll";
import { currentScroll, subscribeScroll } from "./scroll-store";

/**
 * A value derived from the page's scroll, through the one shared listener. Components re-render
 * only when their value changes, so pick the smallest thing you need (a boolean, a rounded number).
 */
export function useScroll<T>(select: (sample: ScrollSample) => T, serverValue: T): T {
  const snapshot = useCallback(() => select(currentScroll()), [select]);
  return useSyncExternalStore(subscribeScroll, snapshot, () => serverValue);
}
