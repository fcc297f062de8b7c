import { useEffect, useRef, type ReactNode } from "react";
import { FORM_ALERT_HOOKS } from "~/lib/forms/form-alert-hooks";
import { hook } from "~/lib/markup/data-hooks";

/**
 * A message above a form: errors are alerts (announced at once), notices are polite status. When
 * `focusKey` changes (a new reply from the server), the message takes focus and scrolls into view,
 * so on a phone the visitor sees why the form came back; without JavaScript the form's action
 * carries the fragment that opens the page at the form.
 */
export function FormAlert({
  tone,
  children,
  focusKey,
}: {
  tone: "error" | "success";
  children: ReactNode;
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey === undefined || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focusKey]);
  const look =
    tone === "error" ? "border-danger/40 bg-danger-soft text-danger" : "border-success/40 bg-success-soft text-success";
  return (
    <div
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={focusKey === undefined ? undefined : -1}
      // In a form sent as server markup, ServerForm focuses it instead of the effect above.
      {...hook(FORM_ALERT_HOOKS.focusOnShow, focusKey === undefined ? undefined : "")}
      className={`scroll-mt-28 rounded-lg border px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-accent ${look}`}
    >
      {children}
    </div>
  );
}
