import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormReplyAlerts, type AlertReply } from "~/components/forms/form-reply-alerts";
import { Panel } from "./panel";

/**
 * A panel holding one form of an account page: the form posts back to the panel's anchor (so the
 * no-JavaScript reply opens at it), is named by the panel's title, shows the reply's alerts first,
 * and says which of the page's actions it is (`intent`) when the page has several.
 */
export function PanelForm({
  id,
  title,
  description,
  intent,
  reply,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  intent?: string;
  reply?: AlertReply | null;
  children: ReactNode;
}) {
  return (
    <Panel id={id} title={title} description={description}>
      <Form method="post" action={`#${id}`} aria-label={title} className="flex flex-col gap-5">
        <FormReplyAlerts reply={reply} />
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {children}
      </Form>
    </Panel>
  );
}
