import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { HoneypotField, HoneypotProvider } from "~/components/forms/honeypot-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { buttonClass } from "~/components/ui/button";
import { useInPlaceForm } from "~/hooks/use-in-place-form";
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

/** The widget on the site's tokens; a dark theme puts the `dark` class on the frame's page. */
export default function WidgetPreview() {
  const { widget, sent, honeypot } = useLoaderData<typeof loader>();
  const dark = widget.settings.theme === "dark";
  return (
    <main id="main" className={`${dark ? "dark" : ""} min-h-screen bg-surface p-4 text-fg sm:p-5`}>
      {widget.kind === "audit" ? (
        <AuditWidget heading={widget.settings.heading} buttonLabel={widget.settings.buttonLabel} />
      ) : widget.kind === "lead" ? (
        <HoneypotProvider fields={honeypot}>
          <LeadWidget id={widget.id} sent={sent} settings={widget.settings} />
        </HoneypotProvider>
      ) : (
        <ReviewBadge heading={widget.settings.heading} />
      )}
      <p className="mt-3 text-xs text-fg-subtle">{widgetCopy.poweredBy}</p>
    </main>
  );
}

function AuditWidget({ heading, buttonLabel }: { heading?: string; buttonLabel?: string }) {
  return (
    <form method="post" action="/audit" target="_blank" className="flex flex-col gap-3">
      <h1 className="text-lg font-semibold tracking-tight">{heading ?? widgetDefaults.audit.heading}</h1>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={widgetCopy.websiteLabel}
          name="url"
          required
          maxLength={AUDIT_URL_MAX_LENGTH}
          inputMode="url"
          placeholder="example.com"
          className="sm:flex-1"
        />
        <button type="submit" className={buttonClass({ block: true }) + " sm:w-auto"}>
          {buttonLabel ?? widgetDefaults.audit.buttonLabel}
        </button>
      </div>
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
  const { Form, reply } = useInPlaceForm<FormReply>();
  if (sent) return <FormAlert tone="success">{widgetCopy.sent}</FormAlert>;
  return (
    <Form method="post" action="/contact" className="relative flex flex-col gap-4">
      <h1 className="text-lg font-semibold tracking-tight">{settings.heading ?? widgetDefaults.lead.heading}</h1>
      <FormReplyAlerts reply={reply} />
      <HoneypotField />
      <input type="hidden" name={WIDGET_FIELD} value={id} />
      <input type="hidden" name="service" value={settings.service ?? "other"} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["name", "email", "phone", "company"] as const).map((name) => (
          <TextField
            key={name}
            label={name === "company" ? leadFieldLabels.companyOptional : leadFieldLabels[name]}
            name={name}
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={name === "company" ? "organization" : name === "phone" ? "tel" : name}
            required={name === "name" || name === "email"}
            defaultValue={reply?.values[name]}
            error={reply?.errors[name]}
          />
        ))}
      </div>
      <TextareaField
        label={leadFieldLabels.message}
        name="message"
        rows={3}
        required
        defaultValue={reply?.values.message}
        error={reply?.errors.message}
      />
      <SubmitButton pendingLabel={widgetCopy.sending}>
        {settings.buttonLabel ?? widgetDefaults.lead.buttonLabel}
      </SubmitButton>
    </Form>
  );
}

function ReviewBadge({ heading }: { heading?: string }) {
  return (
    <a
      href="/"
      target="_blank"
      rel="noopener"
      className="flex items-center gap-4 rounded-card border border-border bg-surface-raised p-4 transition-colors hover:border-border-strong"
    >
      <span className="text-3xl font-semibold tracking-tight tabular-nums">{site.companyReviews.rating}</span>
      <span className="min-w-0">
        <strong className="block font-semibold">{heading ?? widgetDefaults.review.heading}</strong>
        <span className="text-sm text-fg-muted">
          {site.companyReviews.rating} / 5 · {widgetCopy.reviewCount(site.companyReviews.count)}
        </span>
      </span>
    </a>
  );
}
