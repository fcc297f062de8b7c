import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm } from "~/components/pages/contact-form";
import { ContentPage } from "~/components/pages/content-page";
import { OfficeList } from "~/components/pages/office-list";
import { contactLeadRow, contactSchema, serviceFromQuery } from "~/lib/forms/contact-schema";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { formHeaders } from "~/lib/http/error-headers";
import { submitLead } from "~/lib/forms/lead-action.server";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import {
  PRIMARY_OFFICES,
  contactPage,
  contactServiceOptions,
  officeHoursText,
  offices,
} from "~/lib/site/page-records.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return {
    ...copyPageData(contactPage, siteOrigin(request, context.env)),
    serviceOptions: contactServiceOptions,
    service: serviceFromQuery(params.get("service")),
    sent: params.get(SENT_PARAM) === "1",
    honeypot: honeypotFieldsFor(request, context.env),
    // The two primary offices; the rest are listed on /service-areas.
    offices: Object.values(PRIMARY_OFFICES).map((key) => ({ key, office: offices[key], hours: officeHoursText(key) })),
  };
}

export const headers = formHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return submitLead({ request, context, schema: contactSchema, toRow: contactLeadRow, successPath: contactPage.path });
}

export const meta = contentPageMeta;

export default function ContactRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <HoneypotProvider fields={data.honeypot}>
      <ContentPage
        {...data}
        aside={<ContactForm {...data} reply={reply} />}
        after={<OfficeList offices={data.offices} />}
      />
    </HoneypotProvider>
  );
}
