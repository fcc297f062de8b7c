import { Form } from "@remix-run/react";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { Badge, Card } from "~/components/ui/card";
import { buttonClass } from "~/components/ui/button";
import { sessionsCopy as c } from "~/content/account-security";
import type { FormReply } from "~/lib/forms/reply";
import { formatDateTime } from "~/lib/ui/dates";

export interface SessionRowData {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
  twoStep: boolean;
}

/** /profile: where the viewer is signed in, and signing out the others or everywhere (docs/product.md §5.7). */
export function SessionsSection({ sessions, reply }: { sessions: SessionRowData[] | null; reply?: FormReply }) {
  return (
    <Card as="section" className="space-y-5">
      <div className="space-y-1">
        <h2 id="sessions-heading" className="text-lg font-semibold text-fg">
          {c.title}
        </h2>
        <p className="measure text-sm text-fg-muted">{c.intro}</p>
      </div>
      <FormReplyAlerts reply={reply} />
      {sessions ? (
        <ul aria-labelledby="sessions-heading" className="divide-y divide-border rounded-lg border border-border">
          {sessions.map((session) => (
            <li key={session.id} data-testid="session" className="space-y-1 px-4 py-3">
              <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                {session.device}
                {session.current ? <Badge tone="success">{c.thisDevice}</Badge> : null}
                {session.twoStep ? <Badge tone="neutral">{c.twoStep}</Badge> : null}
              </p>
              <p className="text-sm text-fg-muted">
                {c.signedInAt} {formatDateTime(session.signedInAt)} · {c.lastSeen} {formatDateTime(session.lastSeenAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{c.unavailable}</p>
      )}
      <Form method="post" className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" name="intent" value="sign-out-others" className={buttonClass({ variant: "outline" })}>
          {c.signOutOthers}
        </button>
        <button type="submit" name="intent" value="sign-out-here" className={buttonClass({ variant: "outline" })}>
          {c.signOutHere}
        </button>
      </Form>
    </Card>
  );
}
