import type { MarkupData } from "~/lib/markup/document-markup";
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { select } from "~/lib/markup/data-hooks";
import { FORM_ALERT_HOOKS } from "~/lib/forms/form-alert-hooks";

/**
 * A form sent as server markup (docs/decisions/036): the loader renders it, the action renders it
 * again with a refusal's messages and what was typed (`html`), and without JavaScript it is a
 * plain form post. With JavaScript its submission goes through Remix, so the page does not reload:
 * the button shows its pending label meanwhile (`data-pending-label`), and a new answer's message
 * (`data-focus-on-show`, FormAlert) takes focus and scrolls into view, as it does after a reload.
 */
export function ServerForm({ html, reply }: { html?: MarkupData; reply?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const idle = useNavigation().state === "idle";
  const pending = useRef<{ button: HTMLButtonElement; label: string } | null>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "post") return;
      event.preventDefault();
      const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
      const target = new URL(form.action);
      // Before the button is disabled: a disabled submitter's name and value are left out.
      submit(button ?? form, {
        method: "post",
        action: `${target.pathname}${target.search}`,
        preventScrollReset: true,
      });
      if (button?.dataset.pendingLabel) {
        pending.current = { button, label: button.textContent ?? "" };
        button.textContent = button.dataset.pendingLabel;
        button.disabled = true;
      }
    };
    container.addEventListener("submit", onSubmit);
    return () => container.removeEventListener("submit", onSubmit);
  }, [submit]);

  // The same answer twice leaves the markup as it was: give the button back its label.
  useEffect(() => {
    if (!idle || !pending.current) return;
    const { button, label } = pending.current;
    pending.current = null;
    if (!button.isConnected) return;
    button.textContent = label;
    button.disabled = false;
  }, [idle]);

  useEffect(() => {
    const message = ref.current?.querySelector<HTMLElement>(select(FORM_ALERT_HOOKS.focusOnShow));
    if (!message) return;
    message.focus({ preventScroll: true });
    message.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [html, reply]);

  return (
    <div ref={ref} className="contents">
      <ServerMarkup html={html} />
    </div>
  );
}
