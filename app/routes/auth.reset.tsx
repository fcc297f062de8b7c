import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { updatePassword, type AuthActionData } from "~/lib/auth/actions.server";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { readForm } from "~/lib/http/form-data";
import { isRecoverySession } from "~/lib/auth/recovery";
import { RESET_LINK_INVALID } from "~/lib/auth/errors";
import { privateMeta } from "~/lib/seo/meta";

/**
 * The password-recovery link lands here: `?token_hash=…&type=recovery` (the email template
 * documented in the README) or `?code=…` (Supabase's default PKCE link). Either is exchanged
 * for a session, then the clean URL shows the new-password form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await completeEmailLink(new URL(request.url), context, ["recovery"]);
  if (link === "accepted") throw redirect("/auth/reset");
  if (link === "rejected") return json({ linkValid: false }, { status: 400 });
  return json({ linkValid: isRecoverySession(await context.auth.viewer()) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // Only a session that a recovery link just opened may set a password without the old one:
  // a stolen session cookie alone must not be enough to take the account over.
  if (!isRecoverySession(await context.auth.viewer())) return json({ linkValid: false }, { status: 401 });
  return updatePassword(form, context);
}

export const meta: MetaFunction = () => privateMeta("Choose a new password");

export default function ResetPassword() {
  const { linkValid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (AuthActionData & { linkValid?: boolean }) | undefined;
  if (!linkValid || result?.linkValid === false) {
    return (
      <AuthCard title="Reset link expired">
        <FormAlert tone="error">{RESET_LINK_INVALID}</FormAlert>
        <a href="/auth?mode=forgot" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          Request a new link
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <Form method="post" className="space-y-5" noValidate>
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required minLength={6} />
        <TextField label="Repeat the new password" name="confirmPassword" type="password" autoComplete="new-password" required />
        <SubmitButton pendingLabel="Saving…">Save new password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
