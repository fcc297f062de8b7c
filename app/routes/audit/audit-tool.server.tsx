/**
 * The /audit tool page's server side: its markup, and the POST that checks and counts an address
 * and starts its preview (ADR 046). A server module, so the route's bundle carries none of it (docs/decisions/027).
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { AUDIT_URL_MESSAGES, analyzerUrl, AUDIT_PROJECT_FIELD, checkAuditSubmission } from "~/lib/audit/audit-url";
import { AuditToolPage } from "~/components/pages/views.server";
import { rateLimitMessages } from "~/content/limits";
import { renderMarkupBlocks, type MarkupBlocks } from "~/lib/markup/render.server";
import { formText, readForm } from "~/lib/http/form-data";
import { checkRateLimit, clientAddress, retryAfterHeaders } from "~/lib/limits/rate-limit.server";
import { startAuditPreview } from "~/lib/audit/audit-previews.server";
import { loopbackAllowance } from "~/lib/audit/preview/allowance.server";
import { refuseTarget } from "~/lib/audit/preview/target-safety";
import { AUDIT_INLINE_HEADER, previewPath, type AuditStarted } from "~/lib/audit/audit-inline";

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
  const refuse = (status: number, error: string, headers?: HeadersInit) => {
    const reply = { error, value };
    return json<AuditActionData>({ ...reply, markup: toolPage(request, reply) }, { status, headers });
  };
  const limited = await checkRateLimit(context.env, "audit", clientAddress(request));
  if (limited) return refuse(429, rateLimitMessages.tooMany, retryAfterHeaders(limited));
  const result = checkAuditSubmission(value);
  if (result.state === "invalid") return refuse(400, result.error);
  // The preview fetches this address: what the form's rules let through, the fetcher's refuse too
  // (a private or reserved address, a port other than 80 and 443), with the same words.
  if (refuseTarget(new URL(result.url), loopbackAllowance(context.env))) {
    return refuse(400, AUDIT_URL_MESSAGES.localhost);
  }
  // Whoever asks, one site is audited only so often (ADR 046), so the site cannot be used to hammer it.
  const targetLimited = await checkRateLimit(context.env, "auditTarget", result.hostname);
  if (targetLimited) return refuse(429, rateLimitMessages.tooMany, retryAfterHeaders(targetLimited));

  const [viewer, settings] = await Promise.all([context.auth.viewer(), context.settings()]);
  const previewId = await startAuditPreview(context, result, viewer, formText(form, AUDIT_PROJECT_FIELD));
  const preview = previewPath(previewId);
  // With JavaScript the form asks for both addresses: the analyser opens in a new tab and the
  // preview is shown in place (audit-form.behaviour.ts). Without it, the same tab goes to the preview.
  if (request.headers.get(AUDIT_INLINE_HEADER) === "1") {
    const started: AuditStarted = {
      preview,
      analyzer: analyzerUrl(context.env.AUDIT_PROVIDER_URL, result, settings.auditProviderUserId),
      hostname: result.hostname,
    };
    return json(started, { status: 201, headers: { "Cache-Control": "no-store" } });
  }
  return redirect(preview, 303);
}

export function auditToolLoader(request: Request) {
  return { markup: toolPage(request) };
}
