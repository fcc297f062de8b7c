/**
 * The /audit tool page's server side: its markup, and the POST that checks and counts an address
 * and starts its preview (ADR 046). A server module, so the route's bundle carries none of it (docs/decisions/027).
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { AUDIT_URL_MESSAGES, AUDIT_PROJECT_FIELD, checkAuditSubmission } from "~/lib/audit/audit-url";
import { AuditToolPage } from "~/components/pages/views.server";
import { rateLimitMessages } from "~/content/limits";
import { renderMarkupBlocks, type MarkupBlocks } from "~/lib/markup/render.server";
import { formText, readForm } from "~/lib/http/form-data";
import { checkRateLimit, visitorKey, retryAfterHeaders } from "~/lib/limits/rate-limit.server";
import { startAuditPreview } from "~/lib/audit/audit-previews.server";
import { loopbackAllowance } from "~/lib/audit/preview/allowance.server";
import { refuseTarget } from "~/lib/audit/preview/target-safety";
import {
  AUDIT_INLINE_HEADER,
  AUDIT_INLINE_ONLY,
  fullReportPath,
  previewPath,
  type AuditStarted,
} from "~/lib/audit/audit-inline";

export interface AuditActionData<K extends string = "page"> {
  error: string;
  value: string;
  /** The page's blocks again, its form holding what was typed and the message (server markup, ADR 036). */
  markup: MarkupBlocks<K>;
}

/** The tool page as server markup, with the form as the server sent it back, if it did. */
function toolPage(request: Request, reply?: { error: string; value: string }) {
  return renderMarkupBlocks({ page: <AuditToolPage error={reply?.error} value={reply?.value} /> }, request);
}

/** An address the audit took, or why it did not: what both ways of sending the form share. */
type Accepted =
  | { refused: { status: 400 | 429; error: string; headers?: Record<string, string> }; value: string }
  | { refused: null; value: string; started: AuditStarted };

/**
 * The authority on the audit URL: over a rate limit → 429; invalid, or an address the fetcher
 * refuses → 400 with the message; valid → recorded, its preview started (ADR 046).
 */
async function acceptAudit({ request, context }: Pick<ActionFunctionArgs, "request" | "context">): Promise<Accepted> {
  const form = await readForm(request);
  const value = formText(form, "url", { trim: false });
  const refuse = (status: 400 | 429, error: string, headers?: Record<string, string>): Accepted => ({
    refused: { status, error, headers },
    value,
  });
  const limited = await checkRateLimit(context.env, "audit", visitorKey(request));
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

  const viewer = await context.auth.viewer();
  const previewId = await startAuditPreview(context, result, viewer, formText(form, AUDIT_PROJECT_FIELD));
  const preview = previewPath(previewId);
  return { refused: null, value, started: { preview, fullReport: fullReportPath(preview), hostname: result.hostname } };
}

/**
 * An audit form's plain post, answered by the page it was sent from (issue 34 §2, ADR 070): that
 * page's blocks again (`redraw`, the form holding what was typed and the message, with the
 * refusal's status), or 303 to the preview. The same rules and words as /audit/start's.
 */
export async function auditFormAction<K extends string>(
  args: ActionFunctionArgs,
  redraw: (reply: { error: string; value: string }) => MarkupBlocks<K> | Promise<MarkupBlocks<K>>,
) {
  const accepted = await acceptAudit(args);
  if (accepted.refused) {
    const { status, error, headers } = accepted.refused;
    const reply = { error, value: accepted.value };
    return data<AuditActionData<K>>(
      { ...reply, markup: await redraw(reply) },
      { status, headers: { ...headers, "Cache-Control": "no-store" } },
    );
  }
  return redirect(accepted.started.preview, 303);
}

/** POST /audit, the tool page's plain form. */
export const auditToolAction = (args: ActionFunctionArgs) =>
  auditFormAction(args, (reply) => toolPage(args.request, reply));

/**
 * POST /audit/start, the form's script (ADR 046): JSON only. 201 with the preview's and the
 * analyser's addresses, or the refusal's status with its message. The header is required: a page of
 * another site cannot send it without CORS's preflight, which the site never grants.
 */
export async function auditStartAction(args: ActionFunctionArgs) {
  const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (args.request.headers.get(AUDIT_INLINE_HEADER) !== "1") {
    return Response.json({ error: AUDIT_INLINE_ONLY }, { status: 403, headers: noStore });
  }
  let accepted: Accepted;
  try {
    accepted = await acceptAudit(args);
  } catch (thrown) {
    // readForm's refusals (405, 413, 415, 400) are thrown as plain text: the script gets them as
    // JSON like every other answer, with the message to show at the field.
    if (!(thrown instanceof Response)) throw thrown;
    const allow = thrown.headers.get("Allow");
    return Response.json(
      { error: await thrown.text() },
      { status: thrown.status, headers: { ...noStore, ...(allow ? { Allow: allow } : {}) } },
    );
  }
  if (accepted.refused) {
    const { status, error, headers } = accepted.refused;
    return Response.json({ error }, { status, headers: { ...noStore, ...headers } });
  }
  return Response.json(accepted.started, { status: 201, headers: noStore });
}

export function auditToolLoader(request: Request) {
  return { markup: toolPage(request) };
}
