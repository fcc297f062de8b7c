import "~/shared-chunk";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { fullReportPath, previewPath } from "~/lib/audit/audit-inline";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { fullReportPageData } from "./full-report-page.server";

/**
 * The hand-off page moves on at once (a timed redirect is an accessibility failure, WCAG F41): the
 * visitor sees its heading while the analyser loads, and its link if the refresh is ignored.
 */
export const FULL_REPORT_REFRESH_SECONDS = 0;

/**
 * /audit/preview/{id}/full-report: the page the audit's new tab opens on (issue 34 §2, ADR 070),
 * which moves on to the audit provider's analyser. noindex and never cached, like the preview.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  fullReportPageData(request, context, params.id ?? "");

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const found = data && "analyzer" in data ? data : null;
  return [
    ...seoMeta(
      {
        title: `${found ? copy.handoff.title(found.hostname) : (data?.message ?? copy.notFound)} | Rankwell`,
        description: copy.handoff.text,
        path: fullReportPath(previewPath(params.id ?? "")),
        noIndex: true,
      },
      originFromMatches(matches),
    ),
    // The move on to the analyser, without JavaScript too.
    ...(found ? [{ httpEquiv: "refresh", content: `${FULL_REPORT_REFRESH_SECONDS}; url=${found.analyzer}` }] : []),
  ];
};

export default function FullReportRoute() {
  const { markup } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <ServerMarkup html={markup?.header} once />
      <main id="main" className="flex-1">
        <ServerMarkup html={markup?.body} />
      </main>
      <ServerMarkup html={markup?.footer} once />
    </div>
  );
}
