/**
 * The home page's floating button as a visitor finds it at one scroll position (ADR 047, ADR 075):
 * the calm-motion and floating-button specs stand the window at places and read what it shows.
 */

/** What `standAt` reports. */
export interface FloatingReading {
  /** Where the window stands. */
  y: number;
  /** Whether the button shows (visible, not faded, with a box). */
  shown: boolean;
  /** Every visible link or button whose box, cut by the boxes that clip it, meets the button's. */
  covered: string[];
  /** Its label's text, and whether the label is painted inside the window left of the round button. */
  label: string;
  labelBeside: boolean;
  href: string | null;
  target: string | null;
  /** Whether the round button's progress ring and the top progress bar are drawn. */
  ring: boolean;
  bar: boolean;
}

/**
 * Scrolls the window to `top` ("end": the page's end), lets the page settle there and reports what
 * the floating button does. Run in the page (`page.evaluate(standAt, y)`), so self-contained.
 *
 * Settling, as the page would given time, without waiting for it: the transitions and animations
 * that end (the button's fade, a section's reveal rising into place) are finished at once, and the
 * page is read again a frame later (the furniture draws again when a transition ends, a reveal
 * starts when its observer reports, and the observer of what the button stands aside for reports
 * after a frame), until two readings agree with nothing left running; endless animations are left
 * as they are. So the assertions are on the state the page settles in, never on how long it took.
 * All in the page, one round trip per position.
 */
export async function standAt(top: number | "end"): Promise<FloatingReading> {
  const button = document.querySelector<HTMLAnchorElement>("[data-floating-button]");
  const label = button?.querySelector<HTMLElement>("[data-floating-label]");
  const ring = button?.querySelector("svg");
  const bar = document.querySelector<HTMLElement>("[data-progress-bar]");
  if (!button || !label || !ring || !bar) throw new Error("no scroll furniture");
  window.scrollTo({ top: top === "end" ? document.documentElement.scrollHeight : top, behavior: "instant" });

  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const unfinished = () =>
    document
      .getAnimations()
      .filter(
        (animation) => animation.playState !== "finished" && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
  const reading = () => {
    const style = getComputedStyle(button);
    return JSON.stringify([
      window.scrollY,
      button.className,
      button.getAttribute("href"),
      label.textContent,
      style.visibility,
      style.opacity,
      ring.hasAttribute("hidden"),
      bar.className,
      document.querySelectorAll('[data-revealed="false"]').length,
    ]);
  };
  // The scroll's event comes with the next frame, and the furniture reads it then (its 8 ms
  // throttle long past: the last scroll was a position ago), so the first reading is a frame away.
  let last = "";
  for (let round = 0; ; round++) {
    if (round === 300) throw new Error(`the page never settled at ${window.scrollY} px`);
    for (const animation of unfinished()) {
      try {
        animation.finish();
      } catch {
        // an animation that cannot finish stays as it is
      }
    }
    await frame();
    const now = reading();
    if (now === last && unfinished().length === 0) break;
    last = now;
  }

  const painted = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0
    );
  };
  const box = button.getBoundingClientRect();
  const circle = ring.parentElement!.parentElement!.getBoundingClientRect();
  const labelBox = label.getBoundingClientRect();
  const result: FloatingReading = {
    y: window.scrollY,
    shown: painted(button),
    covered: [],
    label: label.textContent ?? "",
    labelBeside:
      painted(label) &&
      labelBox.left >= 0 &&
      labelBox.right <= circle.left &&
      labelBox.top < circle.bottom &&
      labelBox.bottom > circle.top &&
      labelBox.bottom <= window.innerHeight,
    href: button.getAttribute("href"),
    target: button.getAttribute("target"),
    ring: painted(ring),
    bar: painted(bar),
  };
  if (!result.shown) return result;
  const furniture = [button, document.querySelector("[data-side-dots]")];
  for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")) {
    if (furniture.some((part) => part?.contains(control))) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = control.getBoundingClientRect();
    let [left, right, bottom] = [rect.left, rect.right, rect.bottom];
    let upper = rect.top;
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const clip = parent.getBoundingClientRect();
      [left, upper, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(upper, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
    }
    if (right - left < 1 || bottom - upper < 1) continue;
    if (left < box.right && right > box.left && upper < box.bottom && bottom > box.top) {
      result.covered.push(
        control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? control.tagName,
      );
    }
  }
  return result;
}
