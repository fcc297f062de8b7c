import { TOOLTIP_TIMING } from "~/content/timings";

/**
 * When a tooltip opens and closes (docs/product.md §4.9), apart from the DOM: hovering opens it
 * after 700 ms; focus or a tap opens it at once; moving to another trigger while one is open, or
 * within 300 ms of closing one, opens the next at once (the skip delay); Escape closes it.
 */
export interface TooltipTiming<T> {
  hover(target: T): void;
  /** Keyboard focus or a click: open now. */
  open(target: T): void;
  /** Pointer or focus left `target`. */
  leave(target: T): void;
  /** Escape: close what is open. */
  dismiss(): void;
}

export function tooltipTiming<T>(show: (target: T) => void, hide: () => void): TooltipTiming<T> {
  let shown: T | null = null;
  let waiting: T | null = null;
  let skipping = false;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(openTimer);
    waiting = null;
  };
  const open = (target: T) => {
    cancel();
    clearTimeout(skipTimer);
    skipping = false;
    if (shown === target) return;
    shown = target;
    show(target);
  };
  const close = () => {
    cancel();
    if (shown === null) return;
    shown = null;
    hide();
    skipping = true;
    skipTimer = setTimeout(() => (skipping = false), TOOLTIP_TIMING.skipDelayMs);
  };

  return {
    hover(target) {
      if (shown === target || waiting === target) return;
      if (shown !== null || skipping) return open(target);
      cancel();
      waiting = target;
      openTimer = setTimeout(() => open(target), TOOLTIP_TIMING.delayMs);
    },
    open,
    leave(target) {
      if (waiting === target) cancel();
      if (shown === target) close();
    },
    dismiss: close,
  };
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  width: number;
}

/**
 * Where the bubble goes, in viewport coordinates: centred above the trigger, below it when there is
 * no room above, and kept `gap` pixels inside the window's sides.
 */
export function tooltipPlacement(
  trigger: Box,
  bubble: { width: number; height: number },
  viewportWidth: number,
  gap: number,
): { top: number; left: number; side: "top" | "bottom" } {
  const above = trigger.top - gap - bubble.height;
  const side = above >= gap ? "top" : "bottom";
  const centred = trigger.left + trigger.width / 2 - bubble.width / 2;
  const left = Math.max(gap, Math.min(centred, viewportWidth - gap - bubble.width));
  return { top: side === "top" ? above : trigger.bottom + gap, left, side };
}
