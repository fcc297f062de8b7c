import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { HoneypotField, HoneypotProvider } from "~/components/forms/honeypot-field";
import { leadFieldLabels } from "~/content/lead-forms";
import { site } from "~/content/site";
import { widgetCopy, widgetDefaults } from "~/content/widgets";
import { AUDIT_URL_MAX_LENGTH } from "~/lib/audit/audit-url";
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import type { FormReply } from "~/lib/forms/reply";
import { notFound } from "~/lib/http/not-found.server";
import { privateMeta } from "~/lib/seo/meta";
import { WIDGET_FIELD } from "~/lib/widgets/widget";
import { publicWidget } from "~/lib/widgets/widgets.server";

/**
 * /widget-preview/{id}: a widget as a small page made to be framed by the sites it names (CSP
 * frame-ancestors lists exactly those; none → no site may frame it). Its forms post to the site's
 * own actions: /audit (in a new tab, as every audit form) and /contact, with the widget's id, so
 * the lead's source is the widget. Queries: 1 (service role: visitors have no rights on widgets).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const widget = await publicWidget(context.env, params.id ?? "");
  if (widget === "unavailable") throw new Response("This widget is unavailable right now.", { status: 503 });
  if (!widget) throw notFound(request);
  context.documentPolicy.frameAncestors = widget.allowedOrigins;
  return {
    widget: { id: widget.id, name: widget.name, kind: widget.kind, settings: widget.settings },
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    honeypot: honeypotFieldsFor(request, context.env),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.widget.name ?? "Widget");

/** Minimal markup: the designed widgets replace it, keeping the forms' actions and field names. */
export default function WidgetPreview() {
  const { widget, sent, honeypot } = useLoaderData<typeof loader>();
  const dark = widget.settings.theme === "dark";
  return (
    <main id="main" className={dark ? "bg-slate-900 p-4 text-white" : "bg-white p-4 text-slate-900"}>
      {widget.kind === "audit" ? (
        <AuditWidget heading={widget.settings.heading} buttonLabel={widget.settings.buttonLabel} />
      ) : widget.kind === "lead" ? (
        <HoneypotProvider fields={honeypot}>
          <LeadWidget id={widget.id} sent={sent} settings={widget.settings} />
        </HoneypotProvider>
      ) : (
        <ReviewBadge heading={widget.settings.heading} />
      )}
      <p className="mt-2 text-xs">{widgetCopy.poweredBy}</p>
    </main>
  );
}

function AuditWidget({ heading, buttonLabel }: { heading?: string; buttonLabel?: string }) {
  return (
    <form method="post" action="/audit" target="_blank">
      <h1 className="font-semibold">{heading ?? widgetDefaults.audit.heading}</h1>
      <label>
        Website <input type="text" name="url" required maxLength={AUDIT_URL_MAX_LENGTH} inputMode="url" />
      </label>{" "}
      <button type="submit">{buttonLabel ?? widgetDefaults.audit.buttonLabel}</button>
    </form>
  );
}

function LeadWidget({
  id,
  sent,
  settings,
}: {
  id: string;
  sent: boolean;
  settings: { heading?: string; buttonLabel?: string; service?: string };
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data;
  if (sent) return <p role="status">{widgetCopy.sent}</p>;
  return (
    <fetcher.Form method="post" action="/contact" className="relative">
      <h1 className="font-semibold">{settings.heading ?? widgetDefaults.lead.heading}</h1>
      {reply?.formError ? <p role="alert">{reply.formError}</p> : null}
      <HoneypotField />
      <input type="hidden" name={WIDGET_FIELD} value={id} />
      <input type="hidden" name="service" value={settings.service ?? "other"} />
      {(["name", "email", "phone", "company"] as const).map((name) => (
        <p key={name}>
          <label>
            {name === "company" ? leadFieldLabels.companyOptional : leadFieldLabels[name]}{" "}
            <input
              name={name}
              type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
              required={name === "name" || name === "email"}
              defaultValue={reply?.values[name]}
              aria-invalid={reply?.errors[name] ? true : undefined}
            />
          </label>
          {reply?.errors[name] ? <span> {reply.errors[name]}</span> : null}
        </p>
      ))}
      <p>
        <label>
          {leadFieldLabels.message} <textarea name="message" required defaultValue={reply?.values.message} />
        </label>
        {reply?.errors.message ? <span> {reply.errors.message}</span> : null}
      </p>
      <button type="submit">{settings.buttonLabel ?? widgetDefaults.lead.buttonLabel}</button>
    </fetcher.Form>
  );
}

function ReviewBadge({ heading }: { heading?: string }) {
  return (
    <a href="/" target="_blank" rel="noopener">
      <strong>{heading ?? widgetDefaults.review.heading}</strong> · {site.companyReviews.rating} / 5 ·{" "}
      {widgetCopy.reviewCount(site.companyReviews.count)}
    </a>
  );
}
