import { z } from "zod";
import { leadMessages } from "~/content/lead-form-messages";
import { contactServiceOptions, type ContactServiceValue } from "~/content/pages";
import { emailField, nameField, optionalCompanyField, orNull, phoneField, requiredMessageField } from "./fields";
import type { LeadInsert } from "./lead-row";

const serviceValues = contactServiceOptions.map((option) => option.value) as [
  ContactServiceValue,
  ...ContactServiceValue[],
];

/** The contact form (/contact): the action's authority on what may be stored. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: optionalCompanyField,
  service: z.enum(serviceValues, { errorMap: () => ({ message: leadMessages.serviceRequired }) }),
  message: requiredMessageField,
});

export type ContactSubmission = z.infer<typeof contactSchema>;
export type ContactField = keyof typeof contactSchema.shape;

/** `?service=local-seo` preselects a service when it is one of the form's options. */
export function serviceFromQuery(value: string | null): ContactServiceValue | "" {
  return serviceValues.find((option) => option === value) ?? "";
}

/** The row public.leads stores for a contact message. */
export function contactLeadRow(data: ContactSubmission): LeadInsert {
  return {
    kind: "contact",
    name: data.name,
    email: data.email,
    phone: orNull(data.phone),
    company: orNull(data.company),
    service: data.service,
    message: data.message,
  };
}
