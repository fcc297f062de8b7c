import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/text-field";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { SubmitButton } from "~/components/forms/submit-button";
import { twoStepCopy as c } from "~/content/account-security";
import type { QrPicture, TwoStepReply } from "~/lib/auth/two-step";
import { CodeField } from "./code-field";

/** The QR code the server drew: an inline SVG, no script, no image request. */
function QrCode({ qr }: { qr: QrPicture }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label="QR code for your authenticator app"
      shapeRendering="crispEdges"
      className="size-48 rounded-lg bg-white p-0 ring-1 ring-border sm:size-56"
    >
      <rect width={qr.size} height={qr.size} fill="white" />
      <path d={qr.path} fill="black" />
    </svg>
  );
}

/**
 * Setting up an authenticator app: a name, then the QR code and key with a code to confirm. The
 * QR code and key come once, with the reply that started the setup; after a wrong code the form
 * asks again for the same factor (its id in the form), or the visitor starts over.
 */
export function TwoStepSetup({ reply, action }: { reply?: TwoStepReply; action?: string }) {
  const started = reply?.intent === "totp-enrol" ? reply.enrolment : undefined;
  const retry = reply?.intent === "totp-confirm" && reply.formError ? reply : undefined;
  const factorId = started?.factorId ?? retry?.values.factorId;
  const enrolError = reply?.intent === "totp-enrol" ? reply : undefined;
  if (!factorId) {
    return (
      <Form method="post" action={action} className="space-y-4" aria-label={c.startEnrol}>
        <FormReplyAlerts reply={enrolError} />
        <TextField
          label={c.factorName}
          name="name"
          maxLength={60}
          placeholder={c.defaultFactorName}
          hint={c.factorNameHint}
          defaultValue={enrolError?.values.name}
          error={enrolError?.errors.name}
        />
        <SubmitButton name="intent" value="totp-enrol" pendingLabel={c.startEnrolPending}>
          {c.startEnrol}
        </SubmitButton>
      </Form>
    );
  }
  return (
    <div className="space-y-5">
      {started ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode qr={started.qr} />
          <div className="min-w-0 space-y-2 text-sm text-fg-muted">
            <p className="measure">{c.scanStep}</p>
            <p className="font-medium text-fg">{c.secretLabel}</p>
            <code
              data-testid="totp-secret"
              className="block break-all rounded-md bg-surface-sunken px-3 py-2 font-mono text-fg"
            >
              {started.secret}
            </code>
          </div>
        </div>
      ) : null}
      <Form method="post" action={action} className="space-y-4" aria-label={c.confirmEnrol}>
        <FormReplyAlerts reply={retry} />
        <input type="hidden" name="factorId" value={factorId} />
        <CodeField label={c.code} hint={c.codeHint} error={retry?.errors.code} />
        <SubmitButton name="intent" value="totp-confirm" pendingLabel={c.confirmPending}>
          {c.confirmEnrol}
        </SubmitButton>
      </Form>
      {retry ? (
        <Form method="post" action={action}>
          <button type="submit" name="intent" value="totp-enrol" className="text-sm font-medium text-accent underline">
            {c.startOver}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
