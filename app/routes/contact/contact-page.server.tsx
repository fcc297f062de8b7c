/**
 * /contact's loader data and action. A server module, so the page copy, the office records and
 * the form's schema stay out of the page's bundle: a route module's imports reach its bundle even
 * when only its loader or action uses them (docs/decisions/027). The browser renders the form;
 * the rest of the page arrives as server markup (docs/decisions/033).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { ContactForm } from "~/components/pages/contact-form.markup";
import { formPageMarkup } from "~/components/pages/form-page-markup.server";
import { OfficeList } from "~/components/pages/office-list.markup";
import { contactLeadRow, contactSchema, serviceFromQuery, type ContactField } from "~/lib/forms/contact-schema";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import type { FormReply } from "~/lib/forms/reply";
import { markupBlock } from "~/lib/markup/render.server";
import type { ContactBook } from "~/lib/site/contact-book";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { copyPageData } from "~/lib/seo/page-data";
import {
  PRIMARY_OFFICES,
  contactPage,
  contactServiceOptions,
  officeHoursText,
  offices,
} from "~/lib/site/page-records.server";

export function contactPageData(request: Request, env: Env, book: ContactBook) {
  const params = new URL(request.url).searchParams;
  const { seo, jsonLd, page, breadcrumbs } = copyPageData(contactPage, siteOrigin(request, env));
  // The two primary offices; the rest are listed on /service-areas.
  const primary = Object.values(PRIMARY_OFFICES).map((key) => ({
    key,
    office: offices[key],
    hours: officeHoursText(key),
  }));
  const form = { service: serviceFromQuery(params.get("service")), sent: params.get(SENT_PARAM) === "1" };
  return {
    seo,
    jsonLd,
    markup: {
      ...formPageMarkup({ page, breadcrumbs, after: <OfficeList offices={primary} /> }, request, book),
      form: contactFormMarkup(request, env, form),
    },
  };
}

/** The form as server markup (ServerForm): as first shown, or sent back with a refusal. */
function contactFormMarkup(
  request: Request,
  env: Env,
  { service = "", sent = false, reply }: { service?: string; sent?: boolean; reply?: FormReply<ContactField> },
) {
  return markupBlock(
    <HoneypotProvider fields={honeypotFieldsFor(request, env)}>
      <ContactForm
        action={contactPage.path}
        serviceOptions={contactServiceOptions}
        service={service}
        sent={sent}
        reply={reply}
      />
    </HoneypotProvider>,
    request,
  );
}

export function submitContact({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  return submitLead({
    request,
    context,
    schema: contactSchema,
    toRow: contactLeadRow,
    successPath: contactPage.path,
    renderForm: (reply) => contactFormMarkup(request, context.env, { reply }),
  });
}
