import { json, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AuditToolPage } from "~/components/audit/audit-tool-page";
import { recordAuditRequest } from "~/lib/audit/audit-requests.server";
import { analyzerUrl, checkAuditSubmission } from "~/lib/audit/audit-url";
import { formText, readForm } from "~/lib/http/form-data";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";

export interface AuditActionData {
  error: string;
  value: string;
}

/**
 * POST /audit: the authority on the audit URL. Invalid → 400 with the message and what was
 * typed; valid → recorded (without delaying anyone) and 303 to the provider's analyser.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const value = formText(form, "url", { trim: false });
  const result = checkAuditSubmission(value);
  if (result.state === "invalid") {
    return json<AuditActionData>({ error: result.error, value }, { status: 400 });
  }
  const viewer = await context.auth.viewer();
  recordAuditRequest(context, result, viewer?.id ?? null);
  const { AUDIT_PROVIDER_URL, AUDIT_PROVIDER_USER_ID } = context.env;
  return redirect(analyzerUrl(AUDIT_PROVIDER_URL, result, AUDIT_PROVIDER_USER_ID), 303);
}

export async function loader() {
  return null;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "SEO Audit Tool: Check Any Website Free | Rankwell",
      description:
        "Run a free SEO audit of any website: technical issues, page speed, on-page SEO, backlinks and local visibility, in about 60 seconds. No login required.",
      path: "/audit",
      // A tool page without the site's navigation: the indexable audit pages are the
      // three landing pages (/national-seo-audit and the state ones), which carry the same form.
      noIndex: true,
    },
    originFromMatches(matches),
  );

export default function AuditRoute() {
  const result = useActionData<typeof action>();
  return <AuditToolPage error={result?.error} value={result?.value} />;
}
