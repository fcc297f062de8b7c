import { resultsBlock } from "~/content/results";
import { figureValue } from "~/components/visuals/case-study-chart.markup";
import type { CaseStudyFigure } from "~/lib/proof/case-study-figures";
import { ScoreRing } from "./score-ring.markup";

/**
 * A case study's percentage before and after the work (a published figure, ADR 078), as two rings
 * with the figures written in them and a sentence for screen readers.
 */
export function SiteHealthComparison({ figure }: { figure: CaseStudyFigure }) {
  return (
    <figure className="flex items-center justify-center gap-6 rounded-xl border border-border bg-surface p-4 sm:gap-8 sm:p-5">
      <Ring label={`${resultsBlock.beforeLabel} · ${figure.label}`} value={figure.before} tone="danger" />
      <svg aria-hidden="true" viewBox="0 0 48 12" className="hidden w-14 shrink-0 text-fg-subtle sm:block">
        <path d="M0 6h44M38 1l6 5-6 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <Ring label={`${resultsBlock.afterLabel} · ${figure.label}`} value={figure.after} tone="success" />
      <figcaption className="sr-only">{`${figure.label} ${figureValue(figure)}`}</figcaption>
    </figure>
  );
}

function Ring({ label, value, tone }: { label: string; value: number; tone: "danger" | "success" }) {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-2">
      <ScoreRing value={value} tone={tone} className="size-20 sm:size-28">
        <span className="text-2xl font-semibold tracking-tight text-fg tabular-nums sm:text-3xl">{value}%</span>
      </ScoreRing>
      <span className="text-center text-sm text-fg-muted">{label}</span>
    </div>
  );
}
