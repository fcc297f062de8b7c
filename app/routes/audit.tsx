import "~/shared-chunk";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { AuditToolPage } from "~/components/pages/views.server";
import { useAuditForms } from "~/hooks/use-audit-forms";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { rateLimitMessages } from "~/content/limits";
import { recordAuditRequest } from "~/lib/audit/audit-requests.server";
import { analyzerUrl, AUDIT_PROJECT_FIELD, checkAuditSubmission } from "~/lib/audit/audit-url";
import { formHeaders } from "~/lib/http/error-headers";
import { formText, readForm } from "~/lib/http/form-data";
import { checkRateLimit, clientAddress, retryAfterHeaders } from "~/lib/limits/rate-limit.server";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";

export interface AuditActionData {
  error: string;
  value: string;
  /** The page again, its form holding what was typed and the message (server markup, ADR 036). */
  markup: Partial<Record<"page", string>>;
}

/** The tool page as server markup, with the form as the server sent it back, if it did. */
function toolPage(request: Request, reply?: { error: string; value: string }) {
  return renderMarkupBlocks({ page: <AuditToolPage error={reply?.error} value={reply?.value} /> }, request);
}

export const headers = formHeaders;

/**
 * POST /audit: the authority on the audit URL. Over the rate limit → 429 with what was typed;
 * invalid → 400 with the message and what was typed; valid → recorded (without delaying anyone)
 * and 303 to the provider's analyser with the account id from the site settings.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const value = formText(form, "url", { trim: false });
  const limited = await checkRateLimit(context.env, "audit", clientAddress(request));
  if (limited) {
    const reply = { error: rateLimitMessages.tooMany, value };
    return json<AuditActionData>(
      { ...reply, markup: toolPage(request, reply) },
      { status: 429, headers: retryAfterHeaders(limited) },
    );
  }
  const result = checkAuditSubmission(value);
  if (result.state === "invalid") {
    const reply = { error: result.error, value };
    return json<AuditActionData>({ ...reply, markup: toolPage(request, reply) }, { status: 400 });
  }
  const [viewer, settings] = await Promise.all([context.auth.viewer(), context.settings()]);
  recordAuditRequest(context, result, viewer, formText(form, AUDIT_PROJECT_FIELD));
  return redirect(analyzerUrl(context.env.AUDIT_PROVIDER_URL, result, settings.auditProviderUserId), 303);
}

export async function loader({ request }: LoaderFunctionArgs) {
  return { markup: toolPage(request) };
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
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  useAuditForms();
  return <ServerMarkup html={reply?.markup?.page ?? page?.markup?.page} />;
}
