/**
 * /audit/preview/{id}: the audit preview's page (ADR 046, docs/product.md §7.1). Its loader finds
 * the preview and renders the page at once; the report, when it is still being made, streams into
 * its place (lateHtml), so the first byte never waits for the audited site. Its action is "Email
 * me this report": a lead through the lead pipeline (rate limits, bot traps, the queue), naming
 * the report. A server module: the route's bundle carries none of it (docs/decisions/027).
 */
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { AuditPreviewBody, AuditPreviewMessage } from "~/components/audit/audit-preview.markup";
import { AuditReport } from "~/components/audit/audit-report.markup";
import { EMAIL_INTENT, INTENT_FIELD } from "~/components/audit/report-forms.markup";
import { EMAILED_PARAM, emailReportLink, reportFormsMarkup } from "./report-forms.server";
import { AuditToolFooter, AuditToolHeader } from "~/components/audit/audit-tool-page.markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { leadFieldLimits as limits } from "~/content/lead-forms";
import { findAuditPreview } from "~/lib/audit/audit-previews.server";
import { isUuid } from "~/lib/db/result.server";
import { fullReportPath, previewPath, type PreviewReportAnswer } from "~/lib/audit/audit-inline";
import type { PreviewReport } from "~/lib/audit/preview/report";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { reportRequestRow, reportRequestSchema } from "~/lib/forms/report-request-schema";
import { formText, readForm } from "~/lib/http/form-data";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { checkRateLimit, visitorKey } from "~/lib/limits/rate-limit.server";
import { lateHtml } from "~/lib/markup/document-markup.server";
import { renderMarkup, renderMarkupBlocks } from "~/lib/markup/render.server";

type Found = NonNullable<Awaited<ReturnType<typeof findAuditPreview>>>;

export type Missing = 404 | 429 | 503;

/**
 * The preview, or why there is none: not stored (404), this address opened too many (429), or the
 * database did not answer (503).
 */
export async function findPreview(
  request: Request,
  context: AppLoadContext,
  previewId: string,
  { makeReport = true }: { makeReport?: boolean } = {},
): Promise<{ preview: Found } | { missing: Missing }> {
  if (await checkRateLimit(context.env, "previewView", visitorKey(request))) return { missing: 429 };
  try {
    const preview = await findAuditPreview(
      context,
      previewId,
      makeReport ? siteOrigin(request, context.env) : undefined,
    );
    return preview ? { preview } : { missing: 404 };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { missing: 503 };
  }
}

/** Renders a report of `preview` as server markup, or, for none, the line that says it failed. */
function reportRenderer(request: Request, preview: Found) {
  // The full report opens on the site's own hand-off page, which moves on to the analyser (issue 34 §2).
  const fullReportHref = fullReportPath(previewPath(preview.previewId));
  return (found: PreviewReport | null) =>
    renderMarkup(
      found ? <AuditReport report={found} fullReportHref={fullReportHref} /> : <p className="text-fg">{copy.failed}</p>,
      request,
    );
}

export const MISSING_MESSAGE = { 404: copy.notFound, 429: copy.tooManyViews, 503: copy.unavailable } as const;

/** The page, or, answered 404 or 503, the page that says why there is none. */
export async function auditPreviewPageData(request: Request, context: AppLoadContext, previewId: string) {
  const found = await findPreview(request, context, previewId);
  if ("missing" in found) return messagePage(request, found.missing, MISSING_MESSAGE[found.missing]);
  const { preview } = found;
  const report = reportRenderer(request, preview);
  const reportHtml =
    preview.report instanceof Promise
      ? await lateHtml(preview.report.then(report, () => report(null)))
      : report(preview.report);
  const query = new URL(request.url).searchParams;
  const sent = query.get(SENT_PARAM) === "1";
  const emailed = query.get(EMAILED_PARAM) === "1";
  // Private: the route's headers() passes these on, for the document and its .data answer alike.
  return data(
    {
      message: null,
      preview: { previewId: preview.previewId, hostname: preview.hostname },
      markup: {
        ...renderMarkupBlocks(
          {
            header: <AuditToolHeader />,
            body: <AuditPreviewBody hostname={preview.hostname} reportHtml={reportHtml} />,
            footer: <AuditToolFooter />,
          },
          request,
        ),
        form: reportFormsMarkup(request, context.env, preview.previewId, { sent, emailed }),
      },
    },
    { headers: PRIVATE },
  );
}

/** One visitor's report, whose address is the key to it: no shared cache keeps any form of it. */
export const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A missing preview's headers: private as a found one's, and when to ask again after a 429 or 503. */
export const missingHeaders = (status: Missing): Record<string, string> =>
  status === 404 ? PRIVATE : { ...PRIVATE, "Retry-After": "60" };

/**
 * /audit/preview/{id}/report: the report alone, as server markup in JSON, once it is made, for the
 * audit form's script to show in place (ADR 046); 404 or 503 with the page's own words otherwise.
 */
export async function previewReportJson(request: Request, context: AppLoadContext, previewId: string) {
  const found = await findPreview(request, context, previewId);
  if ("missing" in found) {
    return Response.json({ error: MISSING_MESSAGE[found.missing] } satisfies PreviewReportAnswer, {
      status: found.missing,
      headers: missingHeaders(found.missing),
    });
  }
  const report = await Promise.resolve(found.preview.report).catch(() => null);
  if (!report) return Response.json({ error: copy.failed } satisfies PreviewReportAnswer, { headers: PRIVATE });
  const render = reportRenderer(request, found.preview);
  return Response.json({ html: render(report) } satisfies PreviewReportAnswer, { headers: PRIVATE });
}

export function messagePage(request: Request, status: Missing, message: string) {
  return data(
    {
      message,
      preview: null,
      markup: renderMarkupBlocks(
        { header: <AuditToolHeader />, body: <AuditPreviewMessage message={message} />, footer: <AuditToolFooter /> },
        request,
      ),
    },
    { status, headers: missingHeaders(status) },
  );
}

const previewPathOf = (preview: { previewId: string }) => previewPath(preview.previewId);

/**
 * The forms under the preview (report-forms.server.tsx): "Email me this report" sends the link at
 * once; "Have a specialist add notes" is a lead naming the report, through the lead pipeline.
 */
export async function emailReport({
  request,
  context,
  params,
}: Pick<ActionFunctionArgs, "request" | "context" | "params">) {
  const id = params.id ?? "";
  // A post reads the preview as a view does: the same limit, before the database is asked.
  if (await checkRateLimit(context.env, "previewView", visitorKey(request))) {
    const form = await readForm(request).catch(() => null);
    const values = form
      ? { name: formText(form, "name").slice(0, limits.name), email: formText(form, "email").slice(0, limits.email) }
      : {};
    return data(
      { formError: copy.tooManyViews, errors: {}, values },
      { status: 429, headers: { ...PRIVATE, "Retry-After": "60" } },
    );
  }
  let preview: { previewId: string; url: string | null; hostname: string | null } | undefined;
  try {
    preview = await findAuditPreview(context, id);
  } catch {
    // The database is down: the lead still waits on the queue (the pipeline's own fallback),
    // naming the report by its id, which it needs no row to do; the emailed link needs none either.
    preview = isUuid(id) ? { previewId: id, url: null, hostname: null } : undefined;
  }
  if (!preview) return data({ formError: copy.notFound, errors: {}, values: {} }, { status: 404 });
  const intent = await readForm(request.clone() as Request)
    .then((form) => formText(form, INTENT_FIELD))
    .catch(() => "");
  if (intent === EMAIL_INTENT) {
    return emailReportLink({ request, context }, { previewId: preview.previewId, known: preview.url !== null });
  }
  return submitLead({
    request,
    context,
    schema: reportRequestSchema,
    toRow: reportRequestRow(preview),
    successPath: previewPathOf(preview),
    renderForm: (reply) => reportFormsMarkup(request, context.env, preview.previewId, { reply }),
  });
}
