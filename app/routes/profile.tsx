import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { FormAlert } from "~/components/forms/form-alert";
import { TextField } from "~/components/forms/text-field";
import { profilePage } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { changePassword, saveName } from "~/lib/auth/profile-actions.server";
import { listTotpFactors } from "~/lib/auth/mfa.server";
import { isSecurityIntent, securityAction } from "~/lib/auth/security-actions.server";
import { listSessions } from "~/lib/auth/sessions.server";
import { SessionsSection } from "~/components/account/sessions-section";
import { TwoFactorSection } from "~/components/account/two-factor-section";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { privateMeta } from "~/lib/seo/meta";

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

/** Minimal markup: the designed page replaces it, keeping the field names and intents. */
export default function Profile() {
  const { fullName, email, factors, sessions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const name = reply?.intent === "name" ? reply : undefined;
  const password = reply?.intent === "password" ? reply : undefined;
  const twoStep =
    reply?.intent === "totp-enrol" || reply?.intent === "totp-confirm" || reply?.intent === "totp-remove"
      ? reply
      : undefined;
  return (
    <AccountPage title="Profile">
      <p>{email}</p>
      <Form method="post" aria-label="Your name">
        {name?.formError ? <FormAlert tone="error">{name.formError}</FormAlert> : null}
        {name?.notice ? <FormAlert tone="success">{name.notice}</FormAlert> : null}
        <input type="hidden" name="intent" value="name" />
        <TextField
          label="Full name"
          name="fullName"
          required
          maxLength={200}
          defaultValue={name?.values.fullName ?? fullName}
          error={name?.errors.fullName}
        />
        <button type="submit">Save name</button>
      </Form>
      <Form method="post" aria-label="Change password">
        {password?.formError ? <FormAlert tone="error">{password.formError}</FormAlert> : null}
        {password?.notice ? <FormAlert tone="success">{password.notice}</FormAlert> : null}
        <input type="hidden" name="intent" value="password" />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={password?.errors.currentPassword}
        />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={password?.errors.password}
        />
        <TextField
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={password?.errors.confirmPassword}
        />
        <button type="submit">Change password</button>
      </Form>
      <TwoFactorSection factors={factors} reply={twoStep} />
      <SessionsSection sessions={sessions} reply={reply?.intent === "sign-out-others" ? reply : undefined} />
    </AccountPage>
  );
}
