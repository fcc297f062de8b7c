/**
 * /book-demo's loader data and action. A server module, so the page copy and the form's schema
 * stay out of the page's bundle (docs/decisions/027); the browser renders the form, the rest of
 * the page arrives as server markup (docs/decisions/033).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { formPageMarkup } from "~/components/pages/form-page-markup.server";
import type { Env } from "~/lib/env.server";
import { bookableDateRange, demoLeadRow, demoSchema } from "~/lib/forms/demo-schema";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { copyPageData } from "~/lib/seo/page-data";
import { bookDemoPage } from "~/lib/site/page-records.server";

export function bookDemoPageData(request: Request, env: Env) {
  const { seo, jsonLd, page, breadcrumbs } = copyPageData(bookDemoPage, siteOrigin(request, env));
  return {
    seo,
    jsonLd,
    markup: formPageMarkup({ page, breadcrumbs }, request),
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    dateBounds: bookableDateRange(new Date()),
    honeypot: honeypotFieldsFor(request, env),
  };
}

export function submitDemoRequest({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  return submitLead({
    request,
    context,
    schema: demoSchema(new Date()),
    toRow: demoLeadRow,
    successPath: bookDemoPage.path,
  });
}
