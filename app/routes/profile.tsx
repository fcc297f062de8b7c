import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { NameSection } from "~/components/profile/name-section";
import { PasswordSection } from "~/components/profile/password-section";
import { SessionsSection } from "~/components/profile/sessions-section";
import { profilePage } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { changePassword, saveName } from "~/lib/auth/profile-actions.server";
import { signOutEverywhere } from "~/lib/auth/sign-out.server";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  return { fullName: viewer.fullName ?? "", email: viewer.email };
}

export const headers = formHeaders;

/** `intent=name` (1 query), `intent=password` (3 auth requests), `intent=sign-out-everywhere` (1 auth request). */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  // A thrown redirect keeps the action's data type to the forms' replies.
  if (intent === "sign-out-everywhere") throw await signOutEverywhere(request, context);
  if (intent === "password") return changePassword(form, context, viewer);
  return saveName(form, context, viewer);
}

const page = profilePage;

export const meta: MetaFunction = () => privateMeta(page.title);

/** One section per concern, each its own component and form (intent), so sections can be added beside them. */
export default function Profile() {
  const { fullName, email } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage title={page.title} description={page.description}>
      <NameSection fullName={fullName} email={email} reply={reply?.intent === "name" ? reply : undefined} />
      <PasswordSection reply={reply?.intent === "password" ? reply : undefined} />
      <SessionsSection />
    </AccountPage>
  );
}
