/**
 * The sign-in page's loader and action (app/routes/auth._index/route.tsx). A server module, so the copy,
 * the forms and the auth actions stay out of the page's bundle: the page is server markup, its forms
 * ServerForms (docs/decisions/036).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AuthReply } from "~/components/auth/auth-page.markup";
import { AuthPageView } from "~/components/pages/views.server";
import { authMessages, authTitles, type AuthMode } from "~/content/auth";
import { requestPasswordReset, signIn, signUp } from "~/lib/auth/actions.server";
import { requestSignInCode, resendConfirmation, verifySignInCode } from "~/lib/auth/code-sign-in.server";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { redirectIfSignedIn } from "~/lib/auth/guards.server";
import { destinationAfterSignIn } from "~/lib/auth/landing.server";
import { authServiceAvailable } from "~/lib/auth/health.server";
import { linkErrorMessage } from "~/lib/auth/link-errors";
import { formText, readForm } from "~/lib/http/form-data";
import { NonceProvider } from "~/lib/http/nonce";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { renderMarkupBlocks } from "~/lib/markup/render.server";

function modeOf(value: string | null | undefined): AuthMode {
  return value === "sign-up" || value === "forgot" || value === "code" || value === "resend" ? value : "sign-in";
}

/** The form each intent belongs to. */
function modeOfIntent(intent: string | undefined): AuthMode {
  if (intent === "otp-request" || intent === "otp-verify") return "code";
  return modeOf(intent);
}

export async function authPageLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Empty when no page was asked for: the account's own landing then (ADR 048).
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  // A sign-up confirmation (or other emailed) link lands here and signs the visitor in.
  const link = await completeEmailLink(url, context);
  if (link === "accepted") throw redirect(await destinationAfterSignIn(context.auth.client().supabase, redirectTo));
  if (link === "none") await redirectIfSignedIn(context, redirectTo);
  if (!(await authServiceAvailable(context.env))) {
    throw data({ message: authMessages.unavailable, title: authTitles.unavailable }, { status: 503 });
  }
  // An error the auth server put in the callback URL (an expired or used link): its message and
  // the form that gets a new link. The same for a #fragment, which the page's script moves here.
  const callbackError = linkErrorMessage(url.searchParams);
  const mode: AuthMode = callbackError ? "code" : modeOf(url.searchParams.get("mode"));
  const linkError = callbackError ?? (link === "rejected" ? authMessages.emailLinkInvalid : undefined);
  const markup = authMarkup(request, context.cspNonce, { mode, redirectTo, linkError });
  return data({ title: authTitles[mode], markup }, { status: link === "rejected" || callbackError ? 400 : 200 });
}

export async function authPageAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // Success redirects (thrown); a refusal or a notice comes back with the page again, its form
  // holding what was typed and the messages (ServerForm).
  const answered = await answer(form, context, request);
  if (answered instanceof Response) throw answered;
  const reply = answered.data as AuthReply;
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  const markup = authMarkup(request, context.cspNonce, { mode: modeOfIntent(reply.intent), redirectTo, reply });
  return data({ ...reply, markup }, answered.init ?? undefined);
}

/** The answer of the form the post names with `intent`. */
function answer(form: FormData, context: ActionFunctionArgs["context"], request: Request) {
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

/**
 * The page's card as server markup. Its forms post to the page itself, its query kept, and say
 * `?index` as Remix's own forms do for an index route.
 */
function authMarkup(
  request: Request,
  nonce: string,
  view: { mode: AuthMode; redirectTo: string; linkError?: string; reply?: AuthReply },
) {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const query = params.toString();
  const action = `/auth?index${query ? `&${query}` : ""}`;
  return renderMarkupBlocks(
    {
      page: (
        <NonceProvider value={nonce}>
          <AuthPageView {...view} action={action} />
        </NonceProvider>
      ),
    },
    request,
  );
}
