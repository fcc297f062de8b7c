import type { FormReply } from "~/lib/forms/reply";
import { FormAlert } from "./form-alert";

/** The part of a form's reply (FormReply, ADR 010) its alerts show. */
export type AlertReply = Pick<FormReply, "formError" | "notice">;

/**
 * A form's refusal and its notice, each as a FormAlert that takes focus when a new reply comes
 * back; nothing before the first reply.
 */
export function FormReplyAlerts({ reply }: { reply?: AlertReply | null }) {
  if (!reply) return null;
  return (
    <>
      {reply.formError ? (
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
