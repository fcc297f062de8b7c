import { FormAlert } from "./form-alert";

/** What a form's reply may carry for its alerts (formReply in app/lib/forms/reply.server.ts). */
export interface AlertReply {
  formError?: string;
  notice?: string;
}

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
