import { TOAST_DURATION_MS, TOAST_LIMIT } from "~/content/frame-timings";
import type { ToastInput } from "./toast";

/** A toast's look by variant. */
const TOAST_LOOK = {
  base: "pointer-events-auto rounded-lg border p-4 shadow-lg text-fg",
  default: "border-border bg-surface-raised",
  destructive: "border-danger bg-danger-soft",
} as const;

/**
 * Draws toasts into the toast area's list (docs/product.md §4.9): the newest last, at most three
 * (the oldest drops when a fourth arrives), each gone after 4 seconds. Returns the function that
 * draws one.
 */
export function toastDrawer(helper: HTMLElement): (toast: ToastInput) => void {
  const list = helper.querySelector("ol") ?? helper;
  return (toast) => {
    const item = document.createElement("li");
    item.setAttribute("role", "status");
    item.className = `${TOAST_LOOK.base} ${TOAST_LOOK[toast.variant ?? "default"]}`;
    const title = document.createElement("p");
    title.className = "font-semibold";
    title.textContent = toast.title;
    item.appendChild(title);
    if (toast.description) {
      const description = document.createElement("p");
      description.className = "mt-1 text-sm text-fg-muted";
      description.textContent = toast.description;
      item.appendChild(description);
    }
    list.appendChild(item);
    while (list.children.length > TOAST_LIMIT) list.firstElementChild?.remove();
    setTimeout(() => item.remove(), TOAST_DURATION_MS);
  };
}
