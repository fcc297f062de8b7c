import { formatChange, formatFigure } from "./before-after-chart.markup";
import { caseStudyLabels as labels } from "~/content/page-labels";
import type { BeforeAfterChart } from "~/content/types";
import type { CaseStudyFigure, CaseStudyProof } from "~/lib/proof/case-study-figures";

/** A case study's published figures as its before/after chart; an illustration's caption says so. */
export function figureChart(proof: CaseStudyProof): BeforeAfterChart {
  return {
    title: labels.chartTitle,
    caption: proof.example ? `${labels.example}. ${labels.chartCaption}` : labels.chartCaption,
    series: proof.figures,
  };
}

/** A figure in a tile: a percentage as "32% → 94%", a number by its change, "+275%". */
export const figureValue = (figure: CaseStudyFigure) =>
  figure.unit === "percent"
    ? `${formatFigure(figure, figure.before)} →\u00a0${formatFigure(figure, figure.after)}`
    : formatChange(figure);
