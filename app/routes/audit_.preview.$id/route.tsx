import "~/shared-chunk";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { ServerForm } from "~/components/forms/server-form";
import { formHeaders } from "~/lib/http/error-headers";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { previewPath } from "~/lib/audit/audit-inline";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { showLocalTimes } from "~/components/audit/local-time.behaviour";
import { useEffect } from "react";
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
  // The report's times in the visitor's own words, once it is on the page (streamed in, or there at once).
  useEffect(() => {
    showLocalTimes(document);
    const report = document.querySelector("main");
    if (!report) return;
    const watch = new MutationObserver(() => showLocalTimes(document));
    watch.observe(report, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return (
    // The audit's own frame (AuditToolFrame), composed here around the one part the browser renders.
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <ServerMarkup html={data.markup?.header} once />
      <main id="main" className="flex-1">
        <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-16">
          <ServerMarkup html={data.markup?.body} />
          {data.preview ? (
            // At 1024 px and wider a side panel that stays in view (issue 34 §3): the full report and
            // the two ways on. Nothing to email when there was no page to check: the state card offers a
            // specialist instead. CSS alone, so it holds for a report streamed in without JavaScript.
            <section
              aria-label={copy.sidePanel}
              className="lg:sticky lg:top-24 [main:has([data-audit-problem])_&]:hidden"
            >
              <ServerForm html={reply && "markup" in reply ? reply.markup?.form : data.markup?.form} reply={reply} />
            </section>
          ) : null}
        </div>
      </main>
      <ServerMarkup html={data.markup?.footer} once />
    </div>
  );
}
