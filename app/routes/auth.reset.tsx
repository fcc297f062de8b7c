import "~/shared-chunk";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { FormAlert } from "~/components/forms/form-alert";
import { ButtonLink } from "~/components/ui/button";
import { authIntros, authLabels, authMessages, authTitles } from "~/content/auth";
import { updatePassword } from "~/lib/auth/actions.server";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { isRecoverySession } from "~/lib/auth/recovery";
import { readForm } from "~/lib/http/form-data";
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
  if (!isRecoverySession(await context.auth.viewer())) return json({ linkValid: false as const }, { status: 401 });
  return updatePassword(form, context);
}

export const meta: MetaFunction = () => privateMeta(authTitles.reset);

export default function ResetPassword() {
  const { linkValid } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!linkValid || (reply && "linkValid" in reply)) {
    return (
      <AuthCard title={authTitles.resetExpired}>
        <FormAlert tone="error">{authMessages.resetLinkInvalid}</FormAlert>
        <ButtonLink href="/auth?mode=forgot" variant="outline" size="lg" block className="mt-6">
          {authLabels.requestNewLink}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={authTitles.reset} intro={authIntros.reset}>
      <NewPasswordForm reply={reply} />
    </AuthCard>
  );
}
