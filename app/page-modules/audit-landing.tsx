import "~/shared-chunk";
/**
 * One module for the three audit landing pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path; its body is server markup, the audit
 * form's behaviour delegated (docs/decisions/036).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useEffect } from "react";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { AuditLandingView } from "~/components/pages/views.server";
import { staticPage, staticPageAgain } from "~/lib/markup/static-page.server";
import { AuditFormReply } from "~/components/forms/audit-form.markup";
import { auditFormAction } from "~/routes/audit/audit-tool.server";
import { formHeaders } from "~/lib/http/error-headers";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { auditLandingData } from "./audit-landing-data.server";
import { attachAuditForms } from "~/components/forms/audit-form.behaviour";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = auditLandingData(request, context.env);
  return staticPage(data, <AuditLandingView page={data.page} breadcrumbs={data.breadcrumbs} />, { request, context });
}

/** The audit form's plain post: refused, this page again with the message at the form (issue 34 §2). */
export async function action(args: ActionFunctionArgs) {
  const data = auditLandingData(args.request, args.context.env);
  return auditFormAction(args, (reply) =>
    staticPageAgain(
      <AuditFormReply.Provider value={reply}>
        <AuditLandingView page={data.page} breadcrumbs={data.breadcrumbs} />
      </AuditFormReply.Provider>,
      args,
    ),
  );
}

export const headers = formHeaders;

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default function AuditLandingRoute() {
  useEffect(() => attachAuditForms(document), []);
  return <StaticPageRoute />;
}
