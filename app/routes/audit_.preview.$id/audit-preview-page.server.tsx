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
import { AuditToolFooter, AuditToolHeader } from "~/components/audit/audit-tool-page.markup";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { LeadFormFrame } from "~/components/pages/lead-form-frame.markup";
import { TextField } from "~/components/forms/text-field";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { leadFieldLabels as labels, leadFieldLimits as limits } from "~/content/lead-forms";
import { findAuditPreview, PREVIEW_LIFETIME_DAYS } from "~/lib/audit/audit-previews.server";
import { isUuid } from "~/lib/db/result.server";
import { previewPath, type PreviewReportAnswer } from "~/lib/audit/audit-inline";
import { analyzerUrl } from "~/lib/audit/audit-url";
import type { PreviewReport } from "~/lib/audit/preview/report";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import type { FormReply } from "~/lib/forms/reply";
import { reportRequestRow, reportRequestSchema, type ReportRequestField } from "~/lib/forms/report-request-schema";
import { formText, readForm } from "~/lib/http/form-data";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { checkRateLimit, visitorKey } from "~/lib/limits/rate-limit.server";
import { lateHtml } from "~/lib/markup/document-markup.server";
import { markupBlock, renderMarkup, renderMarkupBlocks } from "~/lib/markup/render.server";

type Found = NonNullable<Awaited<ReturnType<typeof findAuditPreview>>>;

type Missing = 404 | 429 | 503;

/**
 * The preview, or why there is none: not stored (404), this address opened too many (429), or the
 * database did not answer (503).
 */
async function findPreview(
  request: Request,
  context: AppLoadContext,
  previewId: string,
): Promise<{ preview: Found } | { missing: Missing }> {
  if (await checkRateLimit(context.env, "previewView", visitorKey(request))) return { missing: 429 };
  try {
    const preview = await findAuditPreview(context, previewId, siteOrigin(request, context.env));
    return preview ? { preview } : { missing: 404 };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { missing: 503 };
  }
}

/** Renders a report of `preview` as server markup, or, for none, the line that says it failed. */
async function reportRenderer(request: Request, context: AppLoadContext, preview: Found) {
  const settings = await context.settings();
  const analyzerHref = analyzerUrl(context.env.AUDIT_PROVIDER_URL, preview, settings.auditProviderUserId);
  return (found: PreviewReport | null) =>
    renderMarkup(
      found ? <AuditReport report={found} analyzerHref={analyzerHref} /> : <p className="text-fg">{copy.failed}</p>,
      request,
    );
}

const MISSING_MESSAGE = { 404: copy.notFound, 429: copy.tooManyViews, 503: copy.unavailable } as const;

/** The page, or, answered 404 or 503, the page that says why there is none. */
export async function auditPreviewPageData(request: Request, context: AppLoadContext, previewId: string) {
  const found = await findPreview(request, context, previewId);
  if ("missing" in found) return messagePage(request, found.missing, MISSING_MESSAGE[found.missing]);
  const { preview } = found;
  const report = await reportRenderer(request, context, preview);
  const reportHtml =
    preview.report instanceof Promise
      ? await lateHtml(preview.report.then(report, () => report(null)))
      : report(preview.report);
  const sent = new URL(request.url).searchParams.get(SENT_PARAM) === "1";
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
        form: emailFormMarkup(request, context.env, preview, { sent }),
      },
    },
    { headers: PRIVATE },
  );
}

/** One visitor's report, whose address is the key to it: no shared cache keeps any form of it. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A missing preview's headers: private as a found one's, and when to ask again after a 429 or 503. */
const missingHeaders = (status: Missing): Record<string, string> =>
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
  const render = await reportRenderer(request, context, found.preview);
  return Response.json({ html: render(report) } satisfies PreviewReportAnswer, { headers: PRIVATE });
}

function messagePage(request: Request, status: Missing, message: string) {
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

/** "Email me this report" as server markup: as first shown, or sent back with a refusal. */
function emailFormMarkup(
  request: Request,
  env: Env,
  preview: { previewId: string },
  { sent = false, reply }: { sent?: boolean; reply?: FormReply<ReportRequestField> },
) {
  const values = reply?.values;
  const errors = reply?.errors ?? {};
  return markupBlock(
    <HoneypotProvider fields={honeypotFieldsFor(request, env)}>
      <LeadFormFrame action={previewPathOf(preview)} copy={copy.emailForm} sent={sent} reply={reply}>
        <p className="text-sm text-fg-muted">{copy.shareNote(PREVIEW_LIFETIME_DAYS)}</p>
        <TextField
          label={labels.name}
          name="name"
          autoComplete="name"
          required
          maxLength={limits.name}
          defaultValue={values?.name}
          error={errors.name}
        />
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          defaultValue={values?.email}
          error={errors.email}
        />
        <MarkupSubmitButton pendingLabel={copy.emailForm.pending}>{copy.emailForm.submit}</MarkupSubmitButton>
      </LeadFormFrame>
    </HoneypotProvider>,
    request,
  );
}

const previewPathOf = (preview: { previewId: string }) => previewPath(preview.previewId);

/** "Email me this report": a lead naming the report, through the lead pipeline. */
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
  let preview: { previewId: string; url: string | null } | undefined;
  try {
    preview = await findAuditPreview(context, id);
  } catch {
    // The database is down: the lead still waits on the queue (the pipeline's own fallback),
    // naming the report by its id, which it needs no row to do.
    preview = isUuid(id) ? { previewId: id, url: null } : undefined;
  }
  if (!preview) return data({ formError: copy.notFound, errors: {}, values: {} }, { status: 404 });
  return submitLead({
    request,
    context,
    schema: reportRequestSchema,
    toRow: reportRequestRow(preview),
    successPath: previewPathOf(preview),
    renderForm: (reply) => emailFormMarkup(request, context.env, preview, { reply }),
  });
}
