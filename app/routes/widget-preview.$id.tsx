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
import { honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import type { FormReply } from "~/lib/forms/reply";
import { notFound } from "~/lib/http/not-found.server";
import { privateMeta } from "~/lib/seo/meta";
import { WIDGET_FIELD } from "~/lib/widgets/widget";
import { type WidgetText, widgetText } from "~/lib/widgets/widget-text.server";
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
    widget: { id: widget.id, name: widget.name, kind: widget.kind, theme: widget.settings.theme },
    text: widgetText(widget.kind, widget.settings, (await context.settings()).companyReviews),
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    honeypot: honeypotFieldsFor(request, context.env),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.widget.name ?? "Widget");

/** The widget on the site's tokens; a dark theme puts the `dark` class on the frame's page. */
export default function WidgetPreview() {
  const { widget, text, sent, honeypot } = useLoaderData<typeof loader>();
  return (
    <main id="main" className={`${widget.theme === "dark" ? "dark" : ""} min-h-screen bg-surface p-4 text-fg sm:p-5`}>
      {widget.kind === "audit" ? (
        <AuditWidget text={text} />
      ) : widget.kind === "lead" ? (
        <HoneypotProvider fields={honeypot}>
          <LeadWidget id={widget.id} sent={sent} text={text} />
        </HoneypotProvider>
      ) : (
        <ReviewBadge text={text} />
      )}
      <p className="mt-3 text-xs text-fg-subtle">{text.poweredBy}</p>
    </main>
  );
}

function AuditWidget({ text }: { text: WidgetText }) {
  return (
    <form method="post" action="/audit" target="_blank" className="flex flex-col gap-3">
      <h1 className="text-lg font-semibold tracking-tight">{text.heading}</h1>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={text.websiteLabel}
          name="url"
          required
          maxLength={text.urlMaxLength}
          inputMode="url"
          placeholder="example.com"
          className="sm:flex-1"
        />
        <button type="submit" className={buttonClass({ block: true }) + " sm:w-auto"}>
          {text.buttonLabel}
        </button>
      </div>
    </form>
  );
}

function LeadWidget({ id, sent, text }: { id: string; sent: boolean; text: WidgetText }) {
  const { Form, reply } = useInPlaceForm<FormReply>();
  if (sent) return <FormAlert tone="success">{text.sent}</FormAlert>;
  return (
    <Form method="post" action="/contact" className="relative flex flex-col gap-4">
      <h1 className="text-lg font-semibold tracking-tight">{text.heading}</h1>
      <FormReplyAlerts reply={reply} />
      <HoneypotField />
      <input type="hidden" name={WIDGET_FIELD} value={id} />
      <input type="hidden" name="service" value={text.service} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["name", "email", "phone", "company"] as const).map((name) => (
          <TextField
            key={name}
            label={text.fields[name]}
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
        label={text.fields.message}
        name="message"
        rows={3}
        required
        defaultValue={reply?.values.message}
        error={reply?.errors.message}
      />
      <SubmitButton pendingLabel={text.sending}>{text.buttonLabel}</SubmitButton>
    </Form>
  );
}

function ReviewBadge({ text }: { text: WidgetText }) {
  return (
    <a
      href="/"
      target="_blank"
      rel="noopener"
      className="flex items-center gap-4 rounded-card border border-border bg-surface-raised p-4 transition-colors hover:border-border-strong"
    >
      <span className="text-3xl font-semibold tracking-tight tabular-nums">{text.rating}</span>
      <span className="min-w-0">
        <strong className="block font-semibold">{text.heading}</strong>
        <span className="text-sm text-fg-muted">{text.ratingLine}</span>
      </span>
    </a>
  );
}
