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
  const still = reduced || words.length < 2;
  useEffect(() => (still ? undefined : startRotation(words.length, timing, setState)), [still, words.length, timing]);
  const shown = still ? { index: 0, visible: true } : state;
  return { word: words[shown.index] as T, visible: shown.visible };
}
