import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { NameSection } from "~/components/profile/name-section";
import { PasswordSection } from "~/components/profile/password-section";
import { profilePage } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { changePassword, saveName } from "~/lib/auth/profile-actions.server";
import { listTotpFactors } from "~/lib/auth/mfa.server";
import { isSecurityIntent, securityAction } from "~/lib/auth/security-actions.server";
import { listSessions } from "~/lib/auth/sessions.server";
import { SessionsSection } from "~/components/profile/sessions-section";
import { TwoStepSection } from "~/components/profile/two-step-section";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { privateMeta } from "~/lib/seo/meta";
import { accountFrame } from "~/components/account/account-frame";

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const [factors, sessions] = await Promise.all([listTotpFactors(context), listSessions(context)]);
  return {
    fullName: viewer.fullName ?? "",
    email: viewer.email,
    factors: "error" in factors ? null : factors,
    sessions,
  };
}

export const headers = formHeaders;

/**
 * `intent=name` (1 query), `intent=password` (3 auth requests), and the account-security intents
 * (two-step apps, sessions: app/lib/auth/security-actions.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (isSecurityIntent(intent)) return securityAction(intent, form, request, context, viewer);
  if (intent === "password") return changePassword(form, context, viewer);
  return saveName(form, context, viewer);
}

const page = profilePage;

export const meta: MetaFunction = () => privateMeta(page.title);

/** One section per concern, each its own component and form (intent), so sections can be added beside them. */
export default function Profile() {
  const { fullName, email, factors, sessions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const twoStep =
    reply?.intent === "totp-enrol" || reply?.intent === "totp-confirm" || reply?.intent === "totp-remove"
      ? reply
      : undefined;
  return (
    <AccountPage title={page.title} description={page.description}>
      <NameSection fullName={fullName} email={email} reply={reply?.intent === "name" ? reply : undefined} />
      <PasswordSection reply={reply?.intent === "password" ? reply : undefined} />
      <TwoStepSection factors={factors} reply={twoStep} />
      <SessionsSection sessions={sessions} reply={reply?.intent === "sign-out-others" ? reply : undefined} />
    </AccountPage>
  );
}
