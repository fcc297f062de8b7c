import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ZodRawShape } from "zod";
import { leadMessages } from "~/content/lead-forms";
import { readForm } from "~/lib/http/form-data";
import { isHoneypotFilled } from "./honeypot";
import { LEAD_FORM_ID, SENT_PARAM } from "./lead-form";
import type { LeadInsert } from "./lead-row";
import { storeLead } from "./leads.server";
import { parseForm, type FormSchema } from "./parse";
import { formReply } from "./reply.server";

/**
 * The action of a lead form: drop bots that fill the honeypot, validate with the form's schema
 * (400 with a message per field and the typed values), store the lead (503 with the values kept
 * if storage fails), then redirect to the page with `?sent=1`, so reloading the success page
 * never sends the form twice.
 */
export async function submitLead<S extends ZodRawShape, T>({
  request,
  context,
  schema,
  toRow,
  successPath,
}: {
  request: Request;
  context: AppLoadContext;
  schema: FormSchema<S, T>;
  toRow: (data: T) => LeadInsert;
  /** Path of the page, without query; the form's anchor is appended. */
  successPath: string;
}) {
  const sent = `${successPath}?${SENT_PARAM}=1#${LEAD_FORM_ID}`;
  const form = await readForm(request);
  // A bot that filled the hidden field is told what a person would be told, and nothing is stored.
  if (isHoneypotFilled(form)) return redirect(sent);
  const result = parseForm(schema, form);
  if (!result.ok) {
    return formReply(400, { formError: leadMessages.fixErrors, errors: result.errors, values: result.values });
  }
  if (!(await storeLead(context, toRow(result.data)))) {
    return formReply(503, { formError: leadMessages.unavailable, errors: {}, values: result.values });
  }
  return redirect(sent);
}
