import { useEffect, useRef } from "react";
import { TOAST_POSITION } from "~/content/frame-timings";
import { hook } from "~/lib/markup/data-hooks";
import { listenForToasts, TOAST_HOOKS } from "~/lib/ui/toast";

/** Where the toast area sits (docs/product.md §4.9), as the kit's classes. */
const POSITION_CLASSES: Record<typeof TOAST_POSITION, string> = { "bottom-right": "right-4 bottom-4" };

/**
 * The toast area (at TOAST_POSITION): the element other code dispatches toast events to. React
 * draws only the empty area; the toasts themselves are drawn by app/lib/ui/toaster.ts, fetched
 * with the first toast, so pages that never show one never load it.
 */
export function Toaster() {
  const helper = useRef<HTMLDivElement>(null);
  useEffect(() => (helper.current ? listenForToasts(helper.current) : undefined), []);
  return (
    <div
      ref={helper}
      {...hook(TOAST_HOOKS.helper)}
      role="region"
      aria-label="Notifications"
      className={`pointer-events-none fixed z-[100] flex w-full max-w-sm flex-col gap-2 ${POSITION_CLASSES[TOAST_POSITION]}`}
    >
      <ol className="flex flex-col gap-2" aria-live="polite" />
    </div>
  );
}
