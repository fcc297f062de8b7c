import { z } from "zod";
import { leadInboxMessages as m } from "~/content/leads";
import { LEAD_STATUSES } from "./lead";

/** The status form of a lead's page. */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) }),
});

/** The note form of a lead's page. */
export const leadNoteSchema = z.object({
  body: z.string().trim().min(1, m.noteRequired).max(4000, m.noteTooLong),
});

export type LeadStatusField = keyof typeof leadStatusSchema.shape;
export type LeadNoteField = keyof typeof leadNoteSchema.shape;
