/**
 * The /audit tool page's server side: its markup, and the POST that checks, counts and forwards an
 * address. A server module, so the route's bundle carries none of it (docs/decisions/027).
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { AuditToolPage } from "~/components/pages/views.server";
import { rateLimitMessages } from "~/content/limits";
import { renderMarkupBlocks, type MarkupBlocks } from "~/lib/markup/render.server";
import { formText, readForm } from "~/lib/http/form-data";
import { checkRateLimit, clientAddress, retryAfterHeaders } from "~/lib/limits/rate-limit.server";
import { recordAuditRequest } from "~/lib/audit/audit-requests.server";
import { analyzerUrl, AUDIT_PROJECT_FIELD, checkAuditSubmission } from "~/lib/audit/audit-url";

export interface AuditActionData {
  error: string;
  value: string;
  /** The page again, its form holding what was typed and the message (server markup, ADR 036). */
  markup: MarkupBlocks<"page">;
}

/** The tool page as server markup, with the form as the server sent it back, if it did. */
function toolPage(request: Request, reply?: { error: string; value: string }) {
  return renderMarkupBlocks({ page: <AuditToolPage error={reply?.error} value={reply?.value} /> }, request);
}

export async function auditToolAction({ request, context }: ActionFunctionArgs) {
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

export function auditToolLoader(request: Request) {
  return { markup: toolPage(request) };
}
