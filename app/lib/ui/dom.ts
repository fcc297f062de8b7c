import { changeTimes, startRotation, type RotationTiming } from "~/lib/motion/rotation";
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

/** The old word folds into the slot's top edge; the new one unfolds from its bottom edge. */
const ROLL_OUT: Keyframe[] = [
  { transform: "none", transformOrigin: "top" },
  { transform: "scaleY(0)", transformOrigin: "top" },
];
const ROLL_IN: Keyframe[] = [
  { transform: "scaleY(0)", transformOrigin: "bottom" },
  { transform: "none", transformOrigin: "bottom" },
];

/**
 * Rotates the words shown in `word` (the first is the server's). A change rolls: the old word folds
 * up into the slot's top edge as the new one unfolds from its bottom edge (a vertical scale from
 * opposite edges), so the two never overlap, neither ever fades (issue 23) and no glyph ever crosses
 * the edge of the slot that clips them (the markup's `overflow-hidden` cell, sized by the longest
 * word): a slide through that edge showed sliced letters mid-change (issue 36). Its times are
 * `changeTimes(timing)`. The rotation holds while `host` is hovered or holds the focus, while
 * the word is off screen and while the tab is hidden; still, on the first word, while reduced
 * motion is preferred, and back on it when stopped. `onShow` hears every change (the headline keeps
 * its stand-in for screen readers). Returns the function that stops it.
 */
export function rotateWords(
  word: HTMLElement,
  words: readonly string[],
  timing: RotationTiming,
  host: HTMLElement,
  onShow?: (index: number) => void,
): () => void {
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  const { leave, arriveDelay } = changeTimes(timing);
  // The old word, leaving: a twin in the same cell, emptied once it is out of the slot; after the
  // word, which stays the first in the cell and so gives the line its baseline.
  const leaving = document.createElement("span");
  leaving.className = word.className;
  leaving.setAttribute("aria-hidden", "true");
  word.parentNode?.insertBefore(leaving, word.nextSibling);
  let current = 0;
  let offScreen = false;
  const show = (index: number, roll: boolean) => {
    leaving.textContent = roll ? (words[current] ?? "") : "";
    current = index;
    word.textContent = words[index] ?? "";
    onShow?.(index);
    if (!roll) return;
    const motion = { duration: leave, easing: "ease-in-out" };
    // The same easing on both, the new word never ahead of the old: their heights sum to at most the slot's.
    leaving.animate(ROLL_OUT, { ...motion, fill: "forwards" }).onfinish = () => (leaving.textContent = "");
    word.animate(ROLL_IN, {
      ...motion,
      delay: arriveDelay,
      fill: "backwards",
    });
  };
  const moving = () => !offScreen && !host.matches(":hover,:focus-within") && document.visibilityState === "visible";
  let stop: (() => void) | undefined;
  const update = () => {
    stop?.();
    stop = undefined;
    show(0, false);
    if (reduced.matches || words.length < 2) return;
    stop = startRotation(words.length, timing, (index) => show(index, true), moving);
  };
  const observer = new IntersectionObserver(([entry]) => (offScreen = !entry?.isIntersecting));
  observer.observe(word);
  update();
  reduced.addEventListener("change", update);
  return () => {
    stop?.();
    observer.disconnect();
    reduced.removeEventListener("change", update);
    show(0, false);
    leaving.remove();
  };
}
