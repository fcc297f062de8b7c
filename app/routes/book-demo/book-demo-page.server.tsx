/**
 * /book-demo's loader data and action. A server module, so the page copy and the form's schema
 * stay out of the page's bundle (docs/decisions/027); the browser renders the form, the rest of
 * the page arrives as server markup (docs/decisions/033).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { DemoForm } from "~/components/pages/demo-form.markup";
import { formPageMarkup } from "~/components/pages/form-page-markup.server";
import { bookableDateRange, demoLeadRow, demoSchema, type DemoField } from "~/lib/forms/demo-schema";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { submitLead } from "~/lib/forms/lead-action.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import type { FormReply } from "~/lib/forms/reply";
import { markupBlock } from "~/lib/markup/render.server";
import type { ContactBook } from "~/lib/site/contact-book";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { copyPageData } from "~/lib/seo/page-data";
import { bookDemoPage } from "~/lib/site/page-records.server";

export function bookDemoPageData(request: Request, env: Env, book: ContactBook) {
  const { seo, jsonLd, page, breadcrumbs } = copyPageData(bookDemoPage, siteOrigin(request, env));
  const sent = new URL(request.url).searchParams.get(SENT_PARAM) === "1";
  return {
    seo,
    jsonLd,
    markup: { ...formPageMarkup({ page, breadcrumbs }, request, book), form: demoFormMarkup(request, env, { sent }) },
  };
}

/**
 * The form as server markup (ServerForm): as first shown, or sent back with a refusal. The date
 * picker's bounds are today's, which the action checks again.
 */
function demoFormMarkup(
  request: Request,
  env: Env,
  { sent = false, reply }: { sent?: boolean; reply?: FormReply<DemoField> },
) {
  return markupBlock(
    <HoneypotProvider fields={honeypotFieldsFor(request, env)}>
      <DemoForm action={bookDemoPage.path} sent={sent} dateBounds={bookableDateRange(new Date())} reply={reply} />
    </HoneypotProvider>,
    request,
  );
}

export function submitDemoRequest({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  return submitLead({
    request,
    context,
    schema: demoSchema(new Date()),
    toRow: demoLeadRow,
    successPath: bookDemoPage.path,
    renderForm: (reply) => demoFormMarkup(request, context.env, { reply }),
  });
}
