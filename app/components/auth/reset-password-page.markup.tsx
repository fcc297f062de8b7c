import { FormAlert } from "~/components/forms/form-alert";
import { ButtonLink } from "~/components/ui/button";
import { authIntros, authLabels, authMessages, authTitles } from "~/content/auth";
import type { NewPasswordField } from "~/lib/auth/schemas";
import type { FormReply } from "~/lib/forms/reply";
import { AuthCard } from "./auth-card";
import { NewPasswordForm } from "./new-password-form.markup";

/**
 * /auth/reset's card, server markup (ServerForm): the new-password form while a recovery link's
 * session is open, else the way to a new link.
 */
export function ResetPasswordPage({ linkValid, reply }: { linkValid: boolean; reply?: FormReply<NewPasswordField> }) {
  if (!linkValid) {
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
