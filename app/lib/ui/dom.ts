import { startRotation, type RotationTiming } from "~/lib/motion/rotation";
import { REDUCED_MOTION_QUERY } from "~/lib/motion/reduced-motion";

/**
 * Small DOM helpers for the behaviours of server markup (docs/decisions/036), which change an
 * element's look by swapping Tailwind classes the server wrote.
 */

/** Gives the element `whenOn`'s classes and drops `whenOff`'s, or the other way round; either may be "". */
export function swapClasses(element: Element, on: boolean, whenOn: string, whenOff: string) {
  const classes = (list: string) => list.split(" ").filter(Boolean);
  element.classList.remove(...classes(on ? whenOff : whenOn));
  element.classList.add(...classes(on ? whenOn : whenOff));
}

/**
 * Rotates the words shown in `word` (the first is the server's), fading each out and in with
 * `timing`; still, on the first word, while reduced motion is preferred, and back on it when
 * stopped. `onShow` hears every change (the headline keeps its stand-in for screen readers).
 * Returns the function that stops it.
 */
export function rotateWords(
  word: HTMLElement,
  words: readonly string[],
  timing: RotationTiming,
  onShow?: (index: number) => void,
): () => void {
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  let stop: (() => void) | undefined;
  const show = (index: number, visible: boolean) => {
    word.textContent = words[index] ?? words[0] ?? "";
    word.style.opacity = visible ? "1" : "0";
    onShow?.(index);
  };
  const update = () => {
    stop?.();
    stop = undefined;
    show(0, true);
    if (reduced.matches || words.length < 2) return;
    stop = startRotation(words.length, timing, ({ index, visible }) => show(index, visible));
  };
  update();
  reduced.addEventListener("change", update);
  return () => {
    stop?.();
    reduced.removeEventListener("change", update);
    show(0, true);
  };
}
