import "~/shared-chunk";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { ServerForm } from "~/components/forms/server-form";
import { formHeaders } from "~/lib/http/error-headers";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { previewPath } from "~/lib/audit/audit-inline";
import { auditPreviewPageData, emailReport } from "./audit-preview-page.server";

/**
 * /audit/preview/{id}: what the site found on a visitor's page (ADR 046), noindex, shareable by its
 * link for seven days, with "Email me this report" beside it. Never edge-cached: it holds one
 * visitor's report, and is made while it streams.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  auditPreviewPageData(request, context, params.id ?? "");

export const action = (args: ActionFunctionArgs) => emailReport(args);

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(formHeaders(args));
  const retryAfter = args.loaderHeaders.get("Retry-After");
  if (retryAfter && !headers.has("Retry-After")) headers.set("Retry-After", retryAfter);
  // One visitor's report, whose address is the key to it: no shared cache keeps it, and robots.txt
  // keeps crawlers from reading the page's own noindex, so the header says it too.
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  seoMeta(
    {
      title: data?.preview
        ? `SEO Audit Preview: ${data.preview.hostname} | Rankwell`
        : `${data?.message ?? "Audit preview"} | Rankwell`,
      description: "What a quick SEO check found on this page: the score, every check and why it matters for ranking.",
      path: previewPath(params.id ?? ""),
      noIndex: true,
    },
    originFromMatches(matches),
  );

export default function AuditPreviewRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    // The audit's own frame (AuditToolFrame), composed here around the one part the browser renders.
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <ServerMarkup html={data.markup?.header} once />
      <main id="main" className="flex-1">
        <ServerMarkup html={data.markup?.body} />
        {data.preview ? (
          // Nothing to email when there was no page to check (issue 34): the state card offers a
          // specialist instead. CSS alone, so it holds for a report streamed in without JavaScript.
          <div className="container-page max-w-2xl pb-16 [main:has([data-audit-problem])_&]:hidden">
            <ServerForm html={reply && "markup" in reply ? reply.markup?.form : data.markup?.form} reply={reply} />
          </div>
        ) : null}
      </main>
      <ServerMarkup html={data.markup?.footer} once />
    </div>
  );
}
