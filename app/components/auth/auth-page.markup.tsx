import { authIntros, authLabels, authTitles, type AuthMode } from "~/content/auth";
import { fragmentErrorScript } from "~/lib/auth/link-errors";
import { replyFor, type FormReply } from "~/lib/forms/reply";
import { useNonce } from "~/lib/http/nonce";
import { AuthCard } from "./auth-card";
import { CodeSignInForm, ResendConfirmationForm } from "./code-sign-in-form.markup";
import { ForgotPasswordForm } from "./forgot-password-form.markup";
import { SignInForm } from "./sign-in-form.markup";
import { SignUpForm } from "./sign-up-form.markup";

/** The reply of any of the sign-in page's forms (each names its form with `intent`). */
export type AuthReply = FormReply<string>;

/**
 * The sign-in page's card (/auth), server markup (ServerForm, docs/decisions/036): the form of the
 * mode the address asks for, or after a refused post the form that was sent, with its messages.
 * The script moves an error the auth server put in the #fragment into the query, where the loader
 * reads it; it runs as the document is parsed.
 */
export function AuthPageView({
  mode,
  redirectTo,
  linkError,
  reply,
  action,
}: {
  mode: AuthMode;
  redirectTo: string;
  linkError?: string;
  reply?: AuthReply;
  action: string;
}) {
  const nonce = useNonce();
  return (
    <AuthCard title={authTitles[mode]} intro={authIntros[mode]} mode={mode} redirectTo={redirectTo}>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fragmentErrorScript() }} />
      {mode === "sign-up" ? (
        <>
          <SignUpForm action={action} redirectTo={redirectTo} reply={replyFor(reply, "sign-up")} />
          <p className="mt-6 text-center text-sm">
            <a
              href="/auth?mode=resend"
              className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
            >
              {authLabels.resendLink}
            </a>
          </p>
        </>
      ) : mode === "resend" ? (
        <ResendConfirmationForm action={action} reply={replyFor(reply, "resend")} />
      ) : mode === "code" ? (
        <CodeSignInForm action={action} redirectTo={redirectTo} reply={codeReply(reply)} linkError={linkError} />
      ) : mode === "forgot" ? (
        <ForgotPasswordForm action={action} reply={replyFor(reply, "forgot")} />
      ) : (
        <SignInForm action={action} redirectTo={redirectTo} reply={replyFor(reply, "sign-in")} linkError={linkError} />
      )}
    </AuthCard>
  );
}

/** The reply of the code forms, if one of them answered. */
function codeReply<R extends { intent?: string }>(reply: R | undefined): R | undefined {
  return reply?.intent === "otp-request" || reply?.intent === "otp-verify" ? reply : undefined;
}
