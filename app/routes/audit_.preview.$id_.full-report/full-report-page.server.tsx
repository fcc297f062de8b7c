/**
 * /audit/preview/{id}/full-report: the site's own page the audit's new tab opens on (issue 34 §2,
 * ADR 070). It says what is happening ("Preparing the full report for {host}…") and moves on to the
 * audit provider's analyser for the preview's address, by a meta refresh, so it works without
 * JavaScript, with a link for a visitor who does not want to wait. The analyser's address is made
 * here from the stored preview: the page cannot be pointed anywhere else.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { AuditToolFooter, AuditToolHeader } from "~/components/audit/audit-tool-page.markup";
import { FullReportHandoff } from "~/components/audit/full-report-handoff.markup";
import { previewPath } from "~/lib/audit/audit-inline";
import { analyzerUrl } from "~/lib/audit/audit-url";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { findPreview, messagePage, MISSING_MESSAGE, PRIVATE } from "../audit_.preview.$id/audit-preview-page.server";

export async function fullReportPageData(request: Request, context: AppLoadContext, previewId: string) {
  // Only the stored request is read: the report is the preview page's business, not this one's.
  const found = await findPreview(request, context, previewId, { makeReport: false });
  if ("missing" in found) return messagePage(request, found.missing, MISSING_MESSAGE[found.missing]);
  const { preview } = found;
  const settings = await context.settings();
  const analyzer = analyzerUrl(context.env.AUDIT_PROVIDER_URL, preview, settings.auditProviderUserId);
  return data(
    {
      message: null,
      hostname: preview.hostname,
      analyzer,
      markup: renderMarkupBlocks(
        {
          header: <AuditToolHeader />,
          body: (
            <FullReportHandoff
              hostname={preview.hostname}
              analyzer={analyzer}
              preview={previewPath(preview.previewId)}
            />
          ),
          footer: <AuditToolFooter />,
        },
        request,
      ),
    },
    { headers: PRIVATE },
  );
}
