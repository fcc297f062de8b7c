import { z } from "zod";
import { caseStudies } from "~/content/case-studies";
import { recordMessages as r } from "~/content/proof";
import { checkbox, consentDate, position, wholeNumber } from "./proof-fields";

/** The case studies a figure can belong to (the content's, by slug). */
export const caseStudyChoices = caseStudies.map((study) => ({ value: study.slug, label: study.title }));
const slugs = new Set(caseStudyChoices.map((choice) => choice.value));

const fields = z.object({
  caseStudy: z.string().refine((value) => slugs.has(value), r.caseStudyInvalid),
  clientName: z.string().trim().min(1, r.clientRequired).max(80, r.clientRequired),
  label: z.string().trim().min(1, r.labelRequired).max(40, r.labelRequired),
  unit: z.enum(["percent", "index"], { errorMap: () => ({ message: r.unitInvalid }) }),
  before: wholeNumber(1_000_000_000, r.figureInvalid),
  after: wholeNumber(1_000_000_000, r.figureInvalid),
  consentDate,
  position,
  published: checkbox,
});

/**
 * The figure form of /admin/proof/case-studies; the table's checks say the same (migration
 * 20261203140000). A client's figures are published only with the date of their consent; the local
 * seed's illustrative ones have none.
 */
export const caseStudyFigureSchema = ({ illustrative }: { illustrative: boolean }) =>
  fields.superRefine((value, ctx) => {
    if (value.unit === "percent") {
      for (const key of ["before", "after"] as const) {
        if (Number(value[key]) > 100) ctx.addIssue({ code: "custom", path: [key], message: r.figureInvalid });
      }
    }
    if (value.unit === "index" && value.before === "0") {
      ctx.addIssue({ code: "custom", path: ["before"], message: r.indexStartsAboveZero });
    }
    if (value.published && !value.consentDate && !illustrative) {
      ctx.addIssue({ code: "custom", path: ["consentDate"], message: r.consentRequired });
    }
  });

export type CaseStudyFigureSubmission = z.infer<typeof fields>;
export type CaseStudyFigureField = keyof CaseStudyFigureSubmission;

/** The row the database stores for a submitted form (the illustrative flag is the seed's alone). */
export const caseStudyFigureRow = (data: CaseStudyFigureSubmission) => ({
  case_study: data.caseStudy,
  client_name: data.clientName,
  label: data.label,
  unit: data.unit,
  before: Number(data.before),
  after: Number(data.after),
  consent_date: data.consentDate || null,
  position: Number(data.position),
  published: data.published,
});
