import { useEffect, useState } from "react";
import { startRotation, type RotationState, type RotationTiming } from "./rotation";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * The current word of a rotation and whether it is shown (for the fade). The server and the first
 * client render show the first word; the rotation starts only in the browser, and never when
 * reduced motion is preferred.
 */
export function useRotatingWord<T>(words: readonly T[], timing: RotationTiming): { word: T; visible: boolean } {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<RotationState>({ index: 0, visible: true });
  useEffect(() => {
    if (reduced || words.length < 2) {
      setState({ index: 0, visible: true });
      return;
    }
    return startRotation(words.length, timing, setState);
  }, [reduced, words.length, timing]);
  return { word: words[state.index] as T, visible: state.visible };
}
