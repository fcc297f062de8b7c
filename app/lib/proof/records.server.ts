/** Client logos and case study figures in the database, for /admin/proof (ADR 078). */
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { homePageAddresses } from "../http/page-query";
import { caseStudyFigureRow, type CaseStudyFigureSubmission } from "./case-study-figure-schema";
import { CASE_STUDY_FIGURE_COLUMNS, type CaseStudyFigureRow } from "./case-study-figures";
import { clientLogoRow, type ClientLogoSubmission } from "./client-logo-schema";
import { CLIENT_LOGO_COLUMNS, type ClientLogoRow } from "./client-logos";
import { proofTable } from "./proof-records.server";

interface Stamped {
  published: boolean;
  updated_at: string;
}

export type StoredClientLogo = ClientLogoRow & Stamped;
export type StoredCaseStudyFigure = CaseStudyFigureRow & Stamped & { consent_date: string | null };

export const clientLogosTable = proofTable<StoredClientLogo, ClientLogoSubmission>({
  table: "client_logos",
  label: "Client logo",
  columns: `${CLIENT_LOGO_COLUMNS}, published, updated_at`,
  row: clientLogoRow,
  // The strip is the home page's (every tab's copy).
  pages: homePageAddresses(),
});

export const caseStudyFiguresTable = proofTable<StoredCaseStudyFigure, CaseStudyFigureSubmission>({
  table: "case_study_figures",
  label: "Case study figure",
  columns: `${CASE_STUDY_FIGURE_COLUMNS}, consent_date, published, updated_at`,
  row: caseStudyFigureRow,
  // The home page's results block, the case studies page and every case study.
  pages: [...homePageAddresses(), caseStudiesIndex.path, ...caseStudies.map(caseStudyPath)],
});
