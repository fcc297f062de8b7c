import type { ReactNode } from "react";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { FormAlert } from "~/components/forms/form-alert";
import { LEAD_FORM_ID } from "~/lib/forms/lead-form";

/**
 * The box a lead form sits in: its heading, then either the success message (after the
 * post/redirect/get) or the form (posting to the page's own action, with the honeypot) and
 * the message of a refused submission above it. `children` are the form's fields and button.
 * Server markup (ServerForm): the loader renders it, and the action again with a refusal.
 */
export function LeadFormFrame({
  copy: { title, success },
  sent,
  reply,
  action,
  children,
}: {
  /** The form's heading and its answer once sent. */
  copy: { title: string; success: string };
  /** The page's path: the form posts to its own page. */
  action: string;
  sent: boolean;
  /** The server's last reply: its message shows above the form, and takes focus. */
  reply?: { formError?: string };
  children: ReactNode;
}) {
  const formError = reply?.formError;
  return (
    <section
      id={LEAD_FORM_ID}
      aria-labelledby={`${LEAD_FORM_ID}-heading`}
      className="scroll-mt-24 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-7"
    >
      <h2 id={`${LEAD_FORM_ID}-heading`} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <div className="mt-4 space-y-4">
        {sent ? (
          // Focused when it appears, like an error, so the confirmation is announced and in view.
          <FormAlert tone="success" focusKey="sent">
            {success}
          </FormAlert>
        ) : null}
        {!sent && formError ? (
          <FormAlert tone="error" focusKey={reply}>
            {formError}
          </FormAlert>
        ) : null}
        {sent ? null : (
          // The fragment opens the answer at this form when the page reloads without JavaScript.
          <form method="post" action={`${action}#${LEAD_FORM_ID}`} noValidate className="relative space-y-4">
            <HoneypotField />
            {children}
          </form>
        )}
      </div>
    </section>
  );
}
