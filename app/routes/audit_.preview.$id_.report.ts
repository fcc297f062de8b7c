import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { previewReportJson } from "./audit_.preview.$id/audit-preview-page.server";

/** GET /audit/preview/{id}/report: the report alone, as JSON, for the audit form's script (ADR 046). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  previewReportJson(request, context, params.id ?? "");
