import { select } from "~/lib/markup/data-hooks";
/**
 * docs/product.md §7: the toast helper dispatches a custom event to the element marked as the
 * toast helper; when that element is missing it logs an error and carries on.
 */
export const TOAST_EVENT = "app:toast";
/** The toast area's mark (app/lib/markup/data-hooks.ts), written by components/ui/toaster.tsx. */
export enum TOAST_HOOKS {
  helper = "data-toast-helper",
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export function showToast(toast: ToastInput, root: ParentNode = document): boolean {
  const helper = root.querySelector(select(TOAST_HOOKS.helper));
  if (!helper) {
    console.error("Toast helper element not found; toast not shown:", toast.title);
    return false;
  }
  helper.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: toast }));
  return true;
}

/**
 * Makes `helper` show the toasts dispatched to it. What draws them (./toaster.ts) is fetched with
 * the first one; toasts that arrive meanwhile wait for it, in order. Returns the function that
 * stops listening.
 */
export function listenForToasts(helper: HTMLElement): () => void {
  let draw: ((toast: ToastInput) => void) | undefined;
  let waiting: ToastInput[] | undefined;
  let stopped = false;
  const onToast = (event: Event) => {
    const toast = (event as CustomEvent<ToastInput>).detail;
    if (draw) return draw(toast);
    if (waiting) return void waiting.push(toast);
    waiting = [toast];
    import("~/lazy/toaster").then(
      ({ toastDrawer }) => {
        if (stopped) return;
        const queued = waiting ?? [];
        waiting = undefined;
        draw = toastDrawer(helper);
        queued.forEach(draw);
      },
      () => {
        // Not drawn this time; the next toast tries again.
        console.error("Toasts could not be drawn:", waiting?.map((item) => item.title).join(", "));
        waiting = undefined;
      },
    );
  };
  helper.addEventListener(TOAST_EVENT, onToast);
  return () => {
    stopped = true;
    helper.removeEventListener(TOAST_EVENT, onToast);
  };
}
