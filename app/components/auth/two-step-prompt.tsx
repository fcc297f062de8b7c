import { Form } from "@remix-run/react";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { SubmitButton } from "~/components/forms/submit-button";
import { twoStepCopy as c } from "~/content/account-security";
import type { FactorSummary, TwoStepReply } from "~/lib/auth/two-step";
import { CodeField } from "./code-field";

/**
 * The sign-in's second step: a code from one of the viewer's authenticator apps. With several
 * apps the viewer picks which one shows the code (a radio group; the newest is chosen).
 */
export function TwoStepPrompt({ factors, reply }: { factors: FactorSummary[]; reply?: TwoStepReply }) {
  const chosen = reply?.values.factorId ?? factors[0]?.id;
  return (
    <Form method="post" className="space-y-5" noValidate aria-label={c.promptTitle}>
      <FormReplyAlerts reply={reply} />
      {factors.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">{c.factorName}</legend>
          {factors.map((factor) => (
            <label key={factor.id} className="flex min-h-11 items-center gap-3 text-sm text-fg">
              <input type="radio" name="factorId" value={factor.id} defaultChecked={factor.id === chosen} />
              {factor.name || c.defaultFactorName}
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="factorId" value={chosen} />
      )}
      <CodeField label={c.code} hint={c.codeHint} error={reply?.errors.code} />
      <SubmitButton name="intent" value="mfa-verify" pendingLabel={c.verifyPending}>
        {c.verify}
      </SubmitButton>
    </Form>
  );
}
