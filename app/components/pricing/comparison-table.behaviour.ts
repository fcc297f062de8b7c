import { select } from "~/lib/markup/data-hooks";
import { TOOLTIP_HOOKS } from "~/lib/motion/tooltip-hooks";
import { tooltipPlacement, tooltipTiming } from "~/lib/motion/tooltip";

/** Space between the bubble and its trigger, and between the bubble and the window's sides. */
const GAP_PX = 8;

const triggerOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>(select(TOOLTIP_HOOKS.trigger)) : null;

/** Whether the pointer or focus moved from `trigger` to somewhere outside it. */
const leaves = (trigger: HTMLElement, to: EventTarget | null) => !(to instanceof Node && trigger.contains(to));

/**
 * The page's tooltips, by delegation (docs/product.md §4.9): any `[data-tooltip-trigger]` button in
 * the server's markup whose `aria-describedby` names its explanation. One set of listeners on the
 * document and one bubble (a visual copy, hidden from screen readers, which read the description)
 * serve them all, so the markup itself needs no script. Without JavaScript the explanations are
 * printed as notes (app/tailwind.css, `scripting: none`). Returns the function that detaches them.
 */
export function attachTooltips(root: Document = document): () => void {
  const bubble = root.createElement("div");
  bubble.setAttribute(TOOLTIP_HOOKS.bubble, "");
  // The kit's utilities, not a rule of its own: the shared stylesheet has them already.
  bubble.className =
    "pointer-events-none absolute z-50 rounded-lg border border-border-strong bg-surface-raised px-3 py-2 text-[0.8125rem] text-fg shadow-pop";
  bubble.style.maxWidth = "min(20rem, calc(100vw - 1rem))";
  bubble.setAttribute("aria-hidden", "true");
  bubble.hidden = true;
  root.body.appendChild(bubble);

  const show = (trigger: HTMLElement) => {
    const text = root.getElementById(trigger.getAttribute("aria-describedby") ?? "")?.textContent;
    if (!text) return;
    bubble.textContent = text;
    bubble.hidden = false;
    const { top, left, side } = tooltipPlacement(
      trigger.getBoundingClientRect(),
      bubble.getBoundingClientRect(),
      root.documentElement.clientWidth,
      GAP_PX,
    );
    bubble.setAttribute(TOOLTIP_HOOKS.side, side);
    // Page coordinates, so the bubble travels with the page while it scrolls.
    bubble.style.top = `${top + window.scrollY}px`;
    bubble.style.left = `${left + window.scrollX}px`;
  };
  const timing = tooltipTiming<HTMLElement>(show, () => (bubble.hidden = true));

  const listeners: [string, (event: Event) => void][] = [
    ["pointerover", (e) => on(e, (t, to) => leaves(t, to) && timing.hover(t))],
    ["pointerout", (e) => on(e, (t, to) => leaves(t, to) && timing.leave(t))],
    ["focusin", (e) => on(e, (t) => t.matches(":focus-visible") && timing.open(t))],
    ["focusout", (e) => on(e, (t) => timing.leave(t))],
    // A tap has no hover: a click opens it at once, and it stays until focus moves on.
    ["click", (e) => on(e, (t) => timing.open(t))],
    ["keydown", (e) => (e as KeyboardEvent).key === "Escape" && timing.dismiss()],
  ];
  listeners.forEach(([type, listener]) => root.addEventListener(type, listener));
  return () => {
    listeners.forEach(([type, listener]) => root.removeEventListener(type, listener));
    timing.dismiss();
    bubble.remove();
  };
}

function on(event: Event, act: (trigger: HTMLElement, relatedTarget: EventTarget | null) => unknown) {
  const trigger = triggerOf(event.target);
  if (trigger) act(trigger, (event as PointerEvent | FocusEvent).relatedTarget);
}
