import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { hook } from "~/lib/markup/data-hooks";
import { isBackdropClick } from "~/lib/ui/dialog-backdrop";
import { DIALOG_HOOKS } from "~/lib/ui/dialogs";

/**
 * A native modal <dialog> (ADR 029): showModal makes the page behind inert and keeps focus inside,
 * Escape closes it, and so does a click on the backdrop. `onClosed` runs once it has closed, however
 * it closed, and hands focus back. Its title names it and takes focus first. The close buttons are
 * `method="dialog"` forms: no script of ours. On phones, where the sheet is taller than the screen,
 * a round close button also stays at its top corner as it scrolls (the sheet's first control);
 * from 640 px the dialog fits beside the page and the one at the end is enough (ADR 051).
 */
export function ModalDialog({
  id,
  title,
  closeLabel,
  onClosed,
  className = "",
  children,
}: {
  /** Prefix of the title's id (`${id}-title`), which names the dialog. */
  id: string;
  title: string;
  closeLabel: string;
  onClosed: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The page behind holds still while it is open. Set here, not as \`html:has(dialog[open])\` in
    // CSS: that selector makes the browser re-check the whole page's style as it parses (ADR 037).
    const page = document.documentElement.style;
    const overflow = page.overflow;
    page.overflow = "hidden";
    let held = true;
    const release = () => {
      if (held) page.overflow = overflow;
      held = false;
    };
    dialog.addEventListener("close", release);
    // Start at the title, not at the first link, which may sit far down the dialog.
    heading.current?.focus();
    // The backdrop's click; the keyboard's way out is Escape, which the browser handles.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && isBackdropClick(event, dialog.getBoundingClientRect())) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", release);
      release();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      {...hook(DIALOG_HOOKS.dialog)}
      aria-labelledby={titleId}
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
        {/* Floats beside the title, then sticks to the sheet's top; inline, as no other element needs it. */}
        <form
          method="dialog"
          className="sticky top-0 z-10 sm:hidden"
          style={{ float: "right", margin: "-0.5rem -0.5rem 0 0.75rem" }}
        >
          <button
            type="submit"
            aria-label={closeLabel}
            className={`${buttonClass({ variant: "outline", size: "icon" })} rounded-full shadow-card`}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="size-5"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </form>
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-fg outline-none"
        >
          {title}
        </h2>
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
