import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { AuthUnavailable } from "~/components/auth/auth-unavailable";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { requestPasswordReset, signIn, signUp, type AuthActionData } from "~/lib/auth/actions.server";
import { authServiceAvailable } from "~/lib/auth/health.server";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { AUTH_UNAVAILABLE, EMAIL_LINK_INVALID } from "~/lib/auth/errors";
import { formText, readForm } from "~/lib/http/form-data";
import { redirectIfSignedIn } from "~/lib/auth/guards.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { privateMeta } from "~/lib/seo/meta";
import { errorHeaders } from "~/lib/http/error-headers";
import { siteOrigin } from "~/lib/http/site-origin.server";

export type AuthMode = "sign-in" | "sign-up" | "forgot";

function modeOf(value: string | null): AuthMode {
  return value === "sign-up" || value === "forgot" ? value : "sign-in";
}

export const headers = errorHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  // A sign-up confirmation (or other emailed) link lands here and signs the visitor in.
  const link = await completeEmailLink(url, context);
  if (link === "accepted") throw redirect(redirectTo);
  if (link === "none") await redirectIfSignedIn(context, redirectTo);
  if (!(await authServiceAvailable(context.env))) {
    throw json({ message: AUTH_UNAVAILABLE }, { status: 503 });
  }
  const data = {
    mode: modeOf(url.searchParams.get("mode")),
    redirectTo,
    linkError: link === "rejected" ? EMAIL_LINK_INVALID : undefined,
  };
  return json(data, { status: link === "rejected" ? 400 : 200 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const origin = siteOrigin(request, context.env);
  switch (formText(form, "intent")) {
    case "sign-up":
      return signUp(form, context, origin);
    case "forgot":
      return requestPasswordReset(form, context, origin);
    default:
      return signIn(form, context);
  }
}

const TITLES: Record<AuthMode, string> = {
  "sign-in": "Sign in",
  "sign-up": "Create your account",
  forgot: "Reset your password",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(TITLES[data?.mode ?? "sign-in"]);

export default function AuthPage() {
  const { mode, redirectTo, linkError } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AuthActionData | undefined;
  // After a failed POST the page shows the form that was submitted, whatever the URL says.
  const shown: AuthMode = result && result.intent !== "reset" ? result.intent : mode;
  return (
    <AuthCard title={TITLES[shown]} mode={shown} redirectTo={redirectTo}>
      {shown === "sign-up" ? (
        <SignUpForm redirectTo={redirectTo} result={result} />
      ) : shown === "forgot" ? (
        <ForgotPasswordForm result={result} />
      ) : (
        <SignInForm redirectTo={redirectTo} result={result} linkError={linkError} />
      )}
    </AuthCard>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    return <AuthUnavailable message={(error.data as { message?: string } | undefined)?.message ?? AUTH_UNAVAILABLE} />;
  }
  return <RouteErrorPage error={error} />;
}
