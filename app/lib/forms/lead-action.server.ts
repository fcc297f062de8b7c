import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ZodRawShape } from "zod";
import { leadMessages } from "~/content/lead-form-messages";
import { rateLimitMessages } from "~/content/limits";
import { widgetCopy } from "~/content/widgets";
import { formText, readForm } from "~/lib/http/form-data";
import { submitLeadRecord } from "~/lib/leads/store.server";
import { checkRateLimit, visitorKey, retryAfterHeaders } from "~/lib/limits/rate-limit.server";
import type { RateLimitName } from "~/lib/limits/rate-limits";
import { WIDGET_FIELD, widgetPreviewPath } from "~/lib/widgets/widget";
import { leadWidget } from "~/lib/widgets/widgets.server";
import { checkTraps } from "./honeypot.server";
import { LEAD_FORM_ID, SENT_PARAM } from "./lead-form";
import type { LeadInsert } from "./lead-row";
import { parseForm, type FormSchema } from "./parse";
import type { Markup } from "~/lib/markup/document-markup.server";
import type { FormReply } from "./reply";
import { formReply } from "./reply.server";

/**
 * The action of a lead form: over the rate limit → 429 with the typed values and Retry-After;
 * invalid → 400 with a message per field and the typed values; a bot (honeypot filled, or sent
 * faster than a person types) → the success redirect, nothing stored; a form rendered more than an
 * hour ago → 400, and one whose render already holds a different lead → 409, both with the typed
 * values in a fresh render; then stored under the render's id (at once, or queued while the
 * database is down) and redirected to the page with `?sent=1`, so reloading the success page never
 * sends the form twice, and the same form sent twice is thanked twice and stored once (ADR 050). A form embedded as a widget (a `widget` field naming
 * a lead widget) is counted under the widget limit, stored with the widget as its source, and
 * sent back to the widget's page.
 */
export async function submitLead<S extends ZodRawShape, T>({
  request,
  context,
  schema,
  toRow,
  successPath,
  renderForm,
}: {
  request: Request;
  context: AppLoadContext;
  schema: FormSchema<S, T>;
  toRow: (data: T) => LeadInsert;
  /** Path of the page, without query; the form's anchor is appended. */
  successPath: string;
  /** The form again as server markup, with a refusal's messages and values (ServerForm). */
  renderForm?: (reply: FormReply<string>) => Markup;
}) {
  const refuse = (status: number, reply: FormReply<string>, headers?: HeadersInit) =>
    formReply(status, renderForm ? { ...reply, markup: { form: renderForm(reply) } } : reply, headers);
  const form = await readForm(request);
  const widgetId = formText(form, WIDGET_FIELD);
  const widget = widgetId ? await leadWidget(context.env, widgetId) : null;
  if (widgetId && !widget) {
    return refuse(400, { formError: widgetCopy.gone, errors: {}, values: parseForm(schema, form).values });
  }
  // A widget's failed submissions are shown in its frame: let its sites frame this answer too.
  if (widget?.widget) context.documentPolicy.frameAncestors = widget.widget.allowedOrigins;
  const sent = widget
    ? `${widgetPreviewPath(widget.id)}?${SENT_PARAM}=1`
    : `${successPath}?${SENT_PARAM}=1#${LEAD_FORM_ID}`;
  const limit: RateLimitName = widget ? "widgetForm" : "leadForm";
  const limited = await checkRateLimit(context.env, limit, visitorKey(request));
  if (limited) {
    const { values } = parseForm(schema, form);
    return refuse(429, { formError: rateLimitMessages.tooMany, errors: {}, values }, retryAfterHeaders(limited));
  }
  const result = parseForm(schema, form);
  if (!result.ok) {
    return refuse(400, { formError: leadMessages.fixErrors, errors: result.errors, values: result.values });
  }
  // Checked after validation: a person who sends a half-filled form at once gets their messages,
  // not a thank-you for nothing. A bot's complete form is thanked as a person's, and not stored.
  const traps = checkTraps(context.env, form);
  if (traps.kind === "bot") return redirect(sent);
  if (traps.kind === "expired") {
    return refuse(400, { formError: leadMessages.formExpired, errors: {}, values: result.values });
  }
  const row = toRow(result.data);
  const lead = widget ? { ...row, kind: "widget" as const, widget_id: widget.id } : row;
  const outcome = await submitLeadRecord(context, lead, traps.submissionId ?? undefined);
  if (outcome === "reused") {
    return refuse(409, { formError: leadMessages.formAlreadySent, errors: {}, values: result.values });
  }
  if (outcome === "failed") {
    return refuse(503, { formError: leadMessages.unavailable, errors: {}, values: result.values });
  }
  return redirect(sent);
}
