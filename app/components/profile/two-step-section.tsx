import { Form } from "@remix-run/react";
import { TwoStepSetup } from "~/components/auth/two-step-setup";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { Card } from "~/components/ui/card";
import { buttonClass } from "~/components/ui/button";
import { twoStepCopy as c } from "~/content/account-security";
import type { FactorSummary, TwoStepReply } from "~/lib/auth/two-step";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** /profile: the viewer's authenticator apps, adding one, removing one (docs/product.md §5.7). */
export function TwoStepSection({ factors, reply }: { factors: FactorSummary[] | null; reply?: TwoStepReply }) {
  const verified = (factors ?? []).filter((factor) => factor.verified);
  return (
    <Card as="section" className="space-y-5">
      <div className="space-y-1">
        <h2 id="two-step-heading" className="text-lg font-semibold text-fg">
          {c.sectionTitle}
        </h2>
        <p className="measure text-sm text-fg-muted">{c.sectionIntro}</p>
      </div>
      {/* A refusal of the setup is answered in the setup's own form below. */}
      <FormReplyAlerts reply={reply} showError={reply?.intent === "totp-remove"} />
      {verified.length ? (
        <ul aria-labelledby="two-step-heading" className="divide-y divide-border rounded-lg border border-border">
          {verified.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium text-fg">{factor.name || c.defaultFactorName}</p>
                <p className="text-sm text-fg-muted">
                  {c.added} {dateFormat.format(new Date(factor.createdAt))}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="factorId" value={factor.id} />
                <button
                  type="submit"
                  name="intent"
                  value="totp-remove"
                  aria-label={`${c.remove} ${factor.name || c.defaultFactorName}`}
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  {c.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{c.noFactors}</p>
      )}
      <TwoStepSetup reply={reply?.intent === "totp-remove" ? undefined : reply} />
    </Card>
  );
}
