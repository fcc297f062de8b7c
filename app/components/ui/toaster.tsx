import { useEffect, useRef, useState } from "react";
import { TOAST_POSITION } from "~/content/frame-timings";
import { TOAST_DURATION_MS, TOAST_EVENT, TOAST_LIMIT, type ToastInput } from "~/lib/ui/toast";

/** Where the toast area sits (docs/product.md §4.9), as the kit's classes. */
const POSITION_CLASSES: Record<typeof TOAST_POSITION, string> = { "bottom-right": "right-4 bottom-4" };

interface Toast extends ToastInput {
  id: number;
}

/** The toast area (at TOAST_POSITION); the element other code dispatches toast events to. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const helperRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);

  useEffect(() => {
    const helper = helperRef.current;
    if (!helper) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    function onToast(event: Event) {
      const detail = (event as CustomEvent<ToastInput>).detail;
      const id = ++nextId.current;
      setToasts((current) => [...current, { ...detail, id }].slice(-TOAST_LIMIT));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    }
    helper.addEventListener(TOAST_EVENT, onToast);
    return () => {
      helper.removeEventListener(TOAST_EVENT, onToast);
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div
      ref={helperRef}
      data-toast-helper=""
      role="region"
      aria-label="Notifications"
      className={`pointer-events-none fixed z-[100] flex w-full max-w-sm flex-col gap-2 ${POSITION_CLASSES[TOAST_POSITION]}`}
    >
      <ol className="flex flex-col gap-2" aria-live="polite">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            role="status"
            className={
              "pointer-events-auto rounded-lg border p-4 shadow-lg " +
              (toast.variant === "destructive"
                ? "border-danger bg-danger-soft text-fg"
                : "border-border bg-surface-raised text-fg")
            }
          >
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm text-fg-muted">{toast.description}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
