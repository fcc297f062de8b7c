import { z } from "zod";
import { contactServiceOptions } from "~/content/pages";
import { widgetMessages as m } from "~/content/widgets";
import { parseEmbedOrigin, WIDGET_KINDS, type WidgetKind, type WidgetSettings } from "./widget";

const serviceValues = new Set<string>(contactServiceOptions.map((option) => option.value));
const MAX_ORIGINS = 20;

/** The origins field: one per line (commas and spaces also separate them). */
const originsField = z.string().transform((text, ctx) => {
  const origins: string[] = [];
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    const origin = parseEmbedOrigin(item);
    if (!origin) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.originInvalid(item) });
      return z.NEVER;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_ORIGINS) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.tooManyOrigins });
    return z.NEVER;
  }
  return origins;
});

/**
 * The widget form of /admin/embeds. Empty texts mean "the default"; the kind decides which
 * settings exist (a badge has no button, only a lead form has a service), as the database's
 * check (public.widget_settings_valid) does.
 */
export const widgetSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(80, m.nameTooLong),
    kind: z.enum(WIDGET_KINDS, { errorMap: () => ({ message: m.kindRequired }) }),
    heading: z.string().trim().max(80, m.headingTooLong),
    buttonLabel: z.string().trim().max(40, m.buttonLabelTooLong),
    theme: z.enum(["light", "dark"], { errorMap: () => ({ message: m.themeInvalid }) }),
    service: z.string().trim(),
    allowedOrigins: originsField,
  })
  .superRefine((value, ctx) => {
    if (value.kind === "review" && value.buttonLabel) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["buttonLabel"], message: m.buttonLabelOnBadge });
    }
    if (value.service && value.kind !== "lead") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["service"], message: m.serviceOnlyForLeads });
    } else if (value.service && !serviceValues.has(value.service)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["service"], message: m.serviceInvalid });
    }
  });

export type WidgetSubmission = z.infer<typeof widgetSchema>;
export type WidgetField = keyof WidgetSubmission;

/** The row the database stores for a submitted widget form. */
export function widgetRow(data: WidgetSubmission): {
  name: string;
  kind: WidgetKind;
  settings: WidgetSettings;
  allowed_origins: string[];
} {
  const settings: WidgetSettings = { theme: data.theme };
  if (data.heading) settings.heading = data.heading;
  if (data.buttonLabel) settings.buttonLabel = data.buttonLabel;
  if (data.service) settings.service = data.service;
  return { name: data.name, kind: data.kind, settings, allowed_origins: data.allowedOrigins };
}
