import "~/shared-chunk";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServerForm } from "~/components/forms/server-form";
import { ResetPasswordPage } from "~/components/pages/views.server";
import { authTitles } from "~/content/auth";
import { updatePassword } from "~/lib/auth/actions.server";
import { completeEmailLink } from "~/lib/auth/email-links.server";
import { isRecoverySession } from "~/lib/auth/recovery";
import type { NewPasswordField } from "~/lib/auth/schemas";
import type { FormReply } from "~/lib/forms/reply";
import { readForm } from "~/lib/http/form-data";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { privateMeta } from "~/lib/seo/meta";

/** The page's card as server markup (ServerForm), for the loader and again for a refused form. */
function resetMarkup(request: Request, linkValid: boolean, reply?: FormReply<NewPasswordField>) {
  return renderMarkupBlocks({ page: <ResetPasswordPage linkValid={linkValid} reply={reply} /> }, request);
}

/**
 * The password-recovery link lands here: `?token_hash=…&type=recovery` (the email template
 * documented in the README) or `?code=…` (Supabase's default PKCE link). Either is exchanged
 * for a session, then the clean URL shows the new-password form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await completeEmailLink(new URL(request.url), context, ["recovery"]);
  if (link === "accepted") throw redirect("/auth/reset");
  if (link === "rejected") return data({ markup: resetMarkup(request, false) }, { status: 400 });
  return data({ markup: resetMarkup(request, isRecoverySession(await context.auth.viewer())) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // Only a session that a recovery link just opened may set a password without the old one:
  // a stolen session cookie alone must not be enough to take the account over.
  const viewer = await context.auth.viewer();
  if (!viewer || !isRecoverySession(viewer)) {
    return data({ linkValid: false as const, markup: resetMarkup(request, false) }, { status: 401 });
  }
  // A new password redirects (thrown); a refusal comes back with its messages, the form with it.
  const refused = await updatePassword(form, context, viewer.email);
  const reply = refused.data as FormReply<NewPasswordField>;
  return data({ ...reply, markup: resetMarkup(request, true, reply) }, refused.init ?? undefined);
}

export const meta: MetaFunction = () => privateMeta(authTitles.reset);

export default function ResetPassword() {
  const { markup } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ServerForm html={reply?.markup?.page ?? markup?.page} reply={reply} />;
}
