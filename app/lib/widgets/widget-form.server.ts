import { widgetMessages } from "~/content/widgets";
import { parseForm } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import type { Widget } from "./widget";
import { widgetSchema, type WidgetField } from "./widget-schema";

/** A widget's values as its form shows them. */
export function widgetFormValues(widget: Widget): Partial<Record<WidgetField, string>> {
  return {
    name: widget.name,
    kind: widget.kind,
    heading: widget.settings.heading ?? "",
    buttonLabel: widget.settings.buttonLabel ?? "",
    theme: widget.settings.theme ?? "light",
    service: widget.settings.service ?? "",
    allowedOrigins: widget.allowedOrigins.join("\n"),
  };
}

/** The submitted widget form: its data, or the 400 reply with messages and the typed values. */
export function parseWidgetForm(form: FormData) {
  const parsed = parseForm(widgetSchema, form);
  if (parsed.ok) return { ok: true as const, data: parsed.data };
  return {
    ok: false as const,
    reply: formReply<WidgetField, "save">(400, {
      intent: "save",
      formError: widgetMessages.fixErrors,
      errors: parsed.errors,
      values: parsed.values,
    }),
  };
}
