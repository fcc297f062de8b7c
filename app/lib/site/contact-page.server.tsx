/**
 * /contact's loader data and action. A server module, so the page copy, the office records and
 * the form's schema stay out of the page's bundle: a route module's imports reach its bundle even
 * when only its loader or action uses them (docs/decisions/027). The browser renders the form;
 * the rest of the page arrives as server markup (docs/decisions/033).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { formPageMarkup } from "~/components/pages/form-page-markup.server";
import { OfficeList } from "~/components/pages/office-list";
import type { Env } from "~/lib/env.server";
import { contactLeadRow, contactSchema, serviceFromQuery } from "~/lib/forms/contact-schema";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { copyPageData } from "~/lib/seo/page-data";
import {
  PRIMARY_OFFICES,
  contactPage,
  contactServiceOptions,
  officeHoursText,
  offices,
} from "~/lib/site/page-records.server";

export function contactPageData(request: Request, env: Env) {
  const params = new URL(request.url).searchParams;
  const { seo, jsonLd, page, breadcrumbs } = copyPageData(contactPage, siteOrigin(request, env));
  // The two primary offices; the rest are listed on /service-areas.
  const primary = Object.values(PRIMARY_OFFICES).map((key) => ({
    key,
    office: offices[key],
    hours: officeHoursText(key),
  }));
  return {
    seo,
    jsonLd,
    markup: formPageMarkup({ page, breadcrumbs, after: <OfficeList offices={primary} /> }, request),
    serviceOptions: contactServiceOptions,
    service: serviceFromQuery(params.get("service")),
    sent: params.get(SENT_PARAM) === "1",
    honeypot: honeypotFieldsFor(request, env),
  };
}

export function submitContact({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  return submitLead({ request, context, schema: contactSchema, toRow: contactLeadRow, successPath: contactPage.path });
}
