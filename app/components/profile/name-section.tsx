import { PanelForm } from "~/components/account/panel-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { profileCopy as copy } from "~/content/account-pages";
import type { FormReply } from "~/lib/forms/reply";

const ID = "name";

/** The full name (the one column of the profile a user may change) and the sign-in email, read-only. */
export function NameSection({
  fullName,
  email,
  reply,
}: {
  fullName: string;
  email: string | null;
  reply?: FormReply<"fullName">;
}) {
  return (
    <PanelForm id={ID} title={copy.details.title} description={copy.details.text} intent="name" reply={reply}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.fullName}
          name="fullName"
          required
          maxLength={200}
          autoComplete="name"
          defaultValue={reply?.values.fullName ?? fullName}
          error={reply?.errors.fullName}
        />
        <div>
          <p className="mb-1.5 block text-sm font-medium text-fg">{copy.email}</p>
          <p className="flex min-h-11 items-center rounded-lg border border-border bg-surface-sunken px-3 text-sm break-all text-fg-muted">
            {email}
          </p>
          <p className="mt-1.5 text-xs text-fg-subtle">{copy.emailNote}</p>
        </div>
      </div>
      <SubmitButton pendingLabel={copy.savingName} className="sm:w-auto sm:self-start">
        {copy.saveName}
      </SubmitButton>
    </PanelForm>
  );
}
