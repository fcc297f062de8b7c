/**
 * Case studies' clients and figures as the pages use them (issue 36 §1, ADR 078): records the
 * company enters in /admin/proof/case-studies (public.case_study_figures), never text in the code.
 * A case study shows a client and figures only when some of its figures are published.
 */
import type { BeforeAfterSeries } from "~/content/types";

export interface CaseStudyFigure extends BeforeAfterSeries {
  id: string;
  caseStudy: string;
  client: string;
  /** One the team wrote for the local demo (the seed's `illustrative` rows), labelled so. */
  example?: true;
}

/** What a case study shows of its client: their name and figures, or nothing (null). */
export interface CaseStudyProof {
  client: string;
  figures: CaseStudyFigure[];
  /** Every figure is an illustration: the page says so. */
  example: boolean;
}

/** The columns of public.case_study_figures the pages read. */
export const CASE_STUDY_FIGURE_COLUMNS =
  "id, case_study, client_name, label, unit, before, after, illustrative, position, created_at";

export interface CaseStudyFigureRow {
  id: string;
  case_study: string;
  client_name: string;
  label: string;
  unit: "percent" | "index";
  before: number;
  after: number;
  illustrative: boolean;
  position: number;
  created_at: string;
}

/** The top of a chart's scale: 100 for a percentage, else the larger figure rounded up to a hundred. */
const scaleTop = (row: CaseStudyFigureRow) =>
  row.unit === "percent" ? 100 : Math.max(100, Math.ceil(Math.max(row.before, row.after) / 100) * 100);

/** The rows in the order the admin set (then oldest first), as the pages use them. */
export function fromCaseStudyFigureRows(rows: CaseStudyFigureRow[]): CaseStudyFigure[] {
  return [...rows]
    .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
    .map((row) => ({
      id: row.id,
      caseStudy: row.case_study,
      client: row.client_name,
      label: row.label,
      unit: row.unit,
      before: row.before,
      after: row.after,
      max: scaleTop(row),
      ...(row.illustrative ? { example: true as const } : {}),
    }));
}

/** A case study's published client and figures; null when it has none. */
export function caseStudyProof(figures: CaseStudyFigure[], slug: string): CaseStudyProof | null {
  const own = figures.filter((figure) => figure.caseStudy === slug);
  const [first] = own;
  if (!first) return null;
  return { client: first.client, figures: own, example: own.every((figure) => figure.example) };
}
