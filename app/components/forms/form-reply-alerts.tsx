import type { FormReply } from "~/lib/forms/reply";
import { FormAlert } from "./form-alert";

/** The part of a form's reply (FormReply, ADR 010) its alerts show. */
export type AlertReply = Pick<FormReply, "formError" | "notice">;

/**
 * A form's refusal and its notice, each as a FormAlert that takes focus when a new reply comes
 * back; nothing before the first reply. Every form of the signed-in area shows its reply through
 * this (docs/front-end.md, "Forms"). `showError: false` where another form of the page answers
 * the refusal in place and only the notice belongs here.
 */
export function FormReplyAlerts({ reply, showError = true }: { reply?: AlertReply | null; showError?: boolean }) {
  if (!reply) return null;
  return (
    <>
      {showError && reply.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      {reply.notice ? (
        <FormAlert tone="success" focusKey={reply}>
          {reply.notice}
        </FormAlert>
      ) : null}
    </>
  );
}
