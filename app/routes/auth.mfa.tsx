import "~/shared-chunk";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { TwoStepSetup } from "~/components/auth/two-step-setup";
import { TwoStepPrompt } from "~/components/auth/two-step-prompt";
import { twoStepCopy as c } from "~/content/account-security";
import { requireSession } from "~/lib/auth/guards.server";
import { landingFor } from "~/lib/auth/landing.server";
import { listTotpFactors } from "~/lib/auth/mfa.server";
import { passSecondStep, startEnrolment } from "~/lib/auth/two-step-actions.server";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { privateMeta } from "~/lib/seo/meta";

/**
 * /auth/mfa: the second step of a sign-in (ADR 026). A session whose user has an authenticator
 * app gets the code prompt; an admin without one sets one up here (admin pages need aal2); a
 * session already at aal2 goes straight on. Then back to the page asked for.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireSession(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), landingFor(viewer));
  if (viewer.aal === "aal2") throw redirect(redirectTo);
  const factors = await listTotpFactors(context);
  if ("error" in factors) throw data({ message: factors.error.message }, { status: 503 });
  const verified = factors.filter((factor) => factor.verified);
  return data({ redirectTo, factors: verified, email: viewer.email });
}

export const headers = formHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireSession(request, context);
  const form = await readForm(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const intent = formText(form, "intent");
  if (intent === "totp-enrol") return startEnrolment(form, context);
  return passSecondStep(
    intent === "totp-confirm" ? "totp-confirm" : "mfa-verify",
    form,
    request,
    context,
    viewer,
    redirectTo,
  );
}

export const meta: MetaFunction = () => privateMeta(c.promptTitle);

export default function TwoStepPage() {
  const { factors, email } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const prompt = factors.length > 0;
  return (
    <AuthCard title={prompt ? c.promptTitle : c.enrolTitle} intro={prompt ? c.promptIntro : c.enrolIntro}>
      {prompt ? <TwoStepPrompt factors={factors} reply={reply} /> : <TwoStepSetup reply={reply} />}
      <Form method="post" action="/logout" className="mt-6 text-center text-sm text-fg-muted">
        {email}{" "}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
        >
          {c.otherAccount}
        </button>
      </Form>
    </AuthCard>
  );
}
