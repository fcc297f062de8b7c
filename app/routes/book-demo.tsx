import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/pages/content-page";
import { DemoForm } from "~/components/pages/demo-form";
import { bookableDateRange, demoLeadRow, demoSchema } from "~/lib/forms/demo-schema";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { formHeaders } from "~/lib/http/error-headers";
import { submitLead } from "~/lib/forms/lead-action.server";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { bookDemoPage } from "~/lib/site/page-records.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...copyPageData(bookDemoPage, siteOrigin(request, context.env)),
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    dateBounds: bookableDateRange(new Date()),
    honeypot: honeypotFieldsFor(request, context.env),
  };
}

export const headers = formHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return submitLead({
    request,
    context,
    schema: demoSchema(new Date()),
    toRow: demoLeadRow,
    successPath: bookDemoPage.path,
  });
}

export const meta = contentPageMeta;

export default function BookDemoRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <HoneypotProvider fields={data.honeypot}>
      <ContentPage {...data} aside={<DemoForm {...data} reply={reply} />} />
    </HoneypotProvider>
  );
}
