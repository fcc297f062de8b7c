import "~/shared-chunk";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Suspense } from "react";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { AuthUnavailable } from "~/components/auth/auth-unavailable";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { RouteErrorPage as RouteErrorPageOnServer } from "~/components/errors/route-error-page.server";
import { authIntros, authLabels, authMessages, authTitles, type AuthMode } from "~/content/auth";
import { CodeSignInForm, ResendConfirmationForm } from "~/components/auth/code-sign-in-form";
import { requestPasswordReset, signIn, signUp } from "~/lib/auth/actions.server";
import { requestSignInCode, resendConfirmation, verifySignInCode } from "~/lib/auth/code-sign-in.server";
import { FRAGMENT_ERROR_SCRIPT, linkErrorMessage } from "~/lib/auth/link-errors";
import { useNonce } from "~/lib/http/nonce";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { redirectIfSignedIn } from "~/lib/auth/guards.server";
import { authServiceAvailable } from "~/lib/auth/health.server";
import { replyFor } from "~/lib/forms/reply";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { privateMeta } from "~/lib/seo/meta";
import { serverOrLazy } from "~/lib/ui/server-or-lazy";

/** The error screens, fetched only when one shows (as the root does). */
const RouteErrorPage = serverOrLazy(RouteErrorPageOnServer, () =>
  import("~/components/errors/route-error-page").then((module) => module.RouteErrorPage),
);

function modeOf(value: string | null | undefined): AuthMode {
  return value === "sign-up" || value === "forgot" || value === "code" || value === "resend" ? value : "sign-in";
}

/** The form each intent belongs to. */
function modeOfIntent(intent: string | undefined): AuthMode {
  if (intent === "otp-request" || intent === "otp-verify") return "code";
  return modeOf(intent);
}

export const headers = formHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  // A sign-up confirmation (or other emailed) link lands here and signs the visitor in.
  const link = await completeEmailLink(url, context);
  if (link === "accepted") throw redirect(redirectTo);
  if (link === "none") await redirectIfSignedIn(context, redirectTo);
  if (!(await authServiceAvailable(context.env))) {
    throw json({ message: authMessages.unavailable }, { status: 503 });
  }
  // An error the auth server put in the callback URL (an expired or used link): its message and
  // the form that gets a new link. The same for a #fragment, which the page's script moves here.
  const callbackError = linkErrorMessage(url.searchParams);
  const data = {
    mode: callbackError ? "code" : modeOf(url.searchParams.get("mode")),
    redirectTo,
    linkError: callbackError ?? (link === "rejected" ? authMessages.emailLinkInvalid : undefined),
  };
  return json(data, { status: link === "rejected" || callbackError ? 400 : 200 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const origin = siteOrigin(request, context.env);
  switch (formText(form, "intent")) {
    case "sign-up":
      return signUp(form, context, origin, request);
    case "forgot":
      return requestPasswordReset(form, context, origin, request);
    case "otp-request":
      return requestSignInCode(form, context, origin, request);
    case "otp-verify":
      return verifySignInCode(form, context, request);
    case "resend":
      return resendConfirmation(form, context, origin, request);
    default:
      return signIn(form, context, request);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(authTitles[data?.mode ?? "sign-in"]);

export default function AuthPage() {
  const { mode, redirectTo, linkError } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // After a failed POST the page shows the form that was submitted, whatever the URL says.
  const shown = reply ? modeOfIntent(reply.intent) : mode;
  const nonce = useNonce();
  return (
    <AuthCard title={authTitles[shown]} intro={authIntros[shown]} mode={shown} redirectTo={redirectTo}>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FRAGMENT_ERROR_SCRIPT }} />
      {shown === "sign-up" ? (
        <>
          <SignUpForm redirectTo={redirectTo} reply={replyFor(reply, "sign-up")} />
          <p className="mt-6 text-center text-sm">
            <a
              href="/auth?mode=resend"
              className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
            >
              {authLabels.resendLink}
            </a>
          </p>
        </>
      ) : shown === "resend" ? (
        <ResendConfirmationForm reply={replyFor(reply, "resend")} />
      ) : shown === "code" ? (
        <CodeSignInForm redirectTo={redirectTo} reply={codeReply(reply)} linkError={linkError} />
      ) : shown === "forgot" ? (
        <ForgotPasswordForm reply={replyFor(reply, "forgot")} />
      ) : (
        <SignInForm redirectTo={redirectTo} reply={replyFor(reply, "sign-in")} linkError={linkError} />
      )}
    </AuthCard>
  );
}

/** The reply of the code forms, if one of them answered. */
function codeReply<R extends { intent?: string }>(reply: R | undefined): R | undefined {
  return reply?.intent === "otp-request" || reply?.intent === "otp-verify" ? reply : undefined;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    const message = (error.data as { message?: string } | undefined)?.message ?? authMessages.unavailable;
    return <AuthUnavailable message={message} />;
  }
  return (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} />
    </Suspense>
  );
}
