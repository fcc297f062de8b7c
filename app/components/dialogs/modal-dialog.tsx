import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { isBackdropClick } from "~/lib/ui/dialog-backdrop";

/**
 * A native modal <dialog> (ADR 029): showModal makes the page behind inert and keeps focus inside,
 * Escape closes it, and so does a click on the backdrop. `onClosed` runs once it has closed, however
 * it closed, and hands focus back. Its title (`labelledBy`) takes focus first and must carry
 * tabIndex -1. The close button is a `method="dialog"` form: no script of ours.
 */
export function ModalDialog({
  labelledBy,
  closeLabel,
  onClosed,
  className = "",
  children,
}: {
  labelledBy: string;
  closeLabel: string;
  onClosed: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Start at the title (tabindex -1), not at the first link, which may sit far down the dialog.
    document.getElementById(labelledBy)?.focus();
    // The backdrop's click; the keyboard's way out is Escape, which the browser handles.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && isBackdropClick(event, dialog.getBoundingClientRect())) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, [labelledBy]);
  return (
    <dialog
      ref={ref}
      data-dialog
      aria-labelledby={labelledBy}
      onClose={onClosed}
      // Sizes of this one element, inline: a class each would sit in every visitor's stylesheet.
      style={{
        margin: "auto",
        maxHeight: "calc(100dvh - 2rem)",
        width: "calc(100% - 2rem)",
        overscrollBehavior: "contain",
      }}
      className={`overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-fg shadow-pop backdrop:bg-black/60 ${className}`}
    >
      <div className="p-5 sm:p-8">
        {children}
        <form method="dialog" className="mt-8 flex justify-end">
          <button type="submit" className={`${buttonClass()} max-sm:w-full`}>
            {closeLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
