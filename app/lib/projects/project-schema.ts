import { z } from "zod";
import { projectMessages as m } from "~/content/projects";
import { checkAuditUrl } from "../audit/audit-url";
import { WATCH_FREQUENCIES } from "./watch";

const name = z.string().trim().min(1, m.nameRequired).max(80, m.nameTooLong);

/** The site's address, with the audit form's rules (a missing https:// is added). */
const url = z.string().transform((value, ctx) => {
  const result = checkAuditUrl(value);
  if (result.state === "valid") return result.url;
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    message: result.state === "empty" ? "Please enter the website's address." : result.error,
  });
  return z.NEVER;
});

export const newProjectSchema = z.object({ name, url });
export const renameProjectSchema = z.object({ name });
/** The watch form: "off", or how often the site is re-checked. */
export const watchProjectSchema = z.object({
  watch: z.enum(["off", ...WATCH_FREQUENCIES], { errorMap: () => ({ message: m.watchInvalid }) }),
});

export type NewProject = z.infer<typeof newProjectSchema>;
export type ProjectField = keyof NewProject;
export type WatchField = keyof typeof watchProjectSchema.shape;
