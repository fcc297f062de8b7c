import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { ServerMarkup } from "~/components/markup/server-markup";
import { auditToolAction, auditToolLoader } from "./audit-tool.server";
import { formHeaders } from "~/lib/http/error-headers";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { attachAuditForms } from "~/components/forms/audit-form.behaviour";

export const headers = formHeaders;

/**
 * POST /audit: the authority on the audit URL. Over a rate limit → 429 with what was typed;
 * invalid, or an address the fetcher refuses → 400 with the message and what was typed; valid →
 * recorded and 303 to its preview (ADR 046). The form's script posts to /audit/start instead
 * (app/routes/audit_.start.ts), which answers JSON.
 */
export const action = (args: ActionFunctionArgs) => auditToolAction(args);

export const loader = ({ request }: LoaderFunctionArgs) => auditToolLoader(request);

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "SEO Audit Tool: Check Any Website Free | Rankwell",
      description:
        "Run a free SEO audit of any website: technical issues, page speed, on-page SEO, backlinks and local visibility, in about 60 seconds. No login required.",
      path: "/audit",
      // A tool page without the site's navigation: the indexable audit pages are the
      // three landing pages (/national-seo-audit and the state ones), which carry the same form.
      noIndex: true,
    },
    originFromMatches(matches),
  );

export default function AuditRoute() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  useEffect(() => attachAuditForms(document), []);
  return <ServerMarkup html={(reply && "markup" in reply ? reply.markup?.page : undefined) ?? page?.markup?.page} />;
}
