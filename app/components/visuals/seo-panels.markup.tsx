import { contentScoreSample, localPackSample, rankTrackerSample } from "~/content/visual-samples";
import { ContentIcon } from "~/components/ui/content-icon";
import { Change, ProductPanel, ScoreRing, Sparkline } from "./product-panel.markup";

/** Rank tracking: keywords, today's position, the week's change and its trend. */
export function RankTrackerPanel() {
  const sample = rankTrackerSample;
  return (
    <ProductPanel title={sample.title} meta={sample.context} alt={sample.alt}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center text-sm sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
        <span className="pr-4 pb-2 text-xs font-medium text-fg-subtle">{sample.columns.keyword}</span>
        <span className="pr-4 pb-2 text-right text-xs font-medium text-fg-subtle">{sample.columns.position}</span>
        <span className="pb-2 text-xs font-medium text-fg-subtle sm:pr-4">{sample.columns.change}</span>
        <span className="hidden pb-2 sm:block" />
        {sample.rows.map((row) => (
          <div key={row.keyword} className="contents">
            <span className="truncate border-t border-border py-2.5 pr-4 text-fg">{row.keyword}</span>
            <span className="border-t border-border py-2.5 pr-4 text-right font-semibold text-fg tabular-nums">
              {row.position}
            </span>
            <span className="border-t border-border py-2.5 sm:pr-4">
              <Change value={row.change} />
            </span>
            <span className="hidden border-t border-border py-2.5 sm:block">
              <Sparkline
                values={row.trend}
                invert
                minSpan={6}
                className={row.change >= 0 ? "stroke-success" : "stroke-danger"}
              />
            </span>
          </div>
        ))}
      </div>
    </ProductPanel>
  );
}

/** The map pack for a search, with your business on top. */
export function LocalPackPanel() {
  const sample = localPackSample;
  return (
    <ProductPanel title={sample.title} meta={`“${sample.query}”`} alt={sample.alt}>
      <div
        aria-hidden="true"
        className="relative h-28 overflow-hidden rounded-lg border border-border bg-surface-sunken bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] bg-[size:28px_28px]"
      >
        <span className="absolute top-[18%] left-[8%] h-3 w-[70%] -rotate-6 rounded-full bg-border-strong/60" />
        <span className="absolute top-[62%] left-[20%] h-3 w-[75%] rotate-3 rounded-full bg-border-strong/60" />
        {[
          ["left-[28%] top-[30%]", true],
          ["left-[62%] top-[22%]", false],
          ["left-[74%] top-[58%]", false],
        ].map(([position, yours], index) => (
          <span
            key={String(position)}
            className={`absolute ${position} flex size-7 items-center justify-center rounded-full text-xs font-bold shadow-card ${yours ? "bg-accent-solid text-on-accent" : "bg-surface-raised text-fg ring-1 ring-border-strong"}`}
          >
            {index + 1}
          </span>
        ))}
      </div>
      <div className="mt-4 grid gap-2">
        {sample.results.map((result, index) => (
          <div
            key={result.name}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2.5 ${result.yours ? "border-accent bg-accent-soft" : "border-border"}`}
          >
            <span className="w-4 text-sm font-semibold text-fg-subtle tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2">
                <span className="truncate text-sm font-semibold text-fg">{result.name}</span>
                {result.yours ? (
                  <span className="rounded-full bg-accent-solid px-1.5 text-[10px] font-bold text-on-accent">
                    {sample.yoursLabel}
                  </span>
                ) : null}
              </span>
              <span className="block truncate text-xs text-fg-muted">{result.detail}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-fg-muted">
              <ContentIcon name="star" className="size-3.5 fill-current text-warning" />
              <span className="font-semibold text-fg">{result.rating}</span>({result.reviews})
            </span>
          </div>
        ))}
      </div>
    </ProductPanel>
  );
}

/** The content editor: a draft, its score and the terms it still needs. */
export function ContentScorePanel() {
  const sample = contentScoreSample;
  return (
    <ProductPanel title={sample.title} alt={sample.alt}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div aria-hidden="true">
          <p className="text-base font-semibold text-fg">{sample.document}</p>
          <div className="mt-3 grid gap-2">
            {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map((width, index) => (
              <span
                key={index}
                className={`h-2 rounded-full bg-surface-sunken ring-1 ring-border ring-inset ${width}`}
              />
            ))}
          </div>
          <p className="mt-4 text-sm font-semibold text-fg">{sample.subheading}</p>
          <div className="mt-2 grid gap-2">
            {["w-full", "w-5/6", "w-3/4"].map((width, index) => (
              <span
                key={index}
                className={`h-2 rounded-full bg-surface-sunken ring-1 ring-border ring-inset ${width}`}
              />
            ))}
          </div>
        </div>
        <div className="rounded-lg border border-border p-3">
          <ScoreRing value={sample.score} label={sample.scoreLabel} />
          <p className="mt-3 text-xs font-semibold text-fg-subtle">{sample.termsTitle}</p>
          <div className="mt-2 grid gap-1.5 text-xs">
            {sample.terms.map((item) => (
              <div key={item.term} className="flex items-center gap-2">
                <ContentIcon
                  name="check-circle"
                  className={`size-3.5 ${item.done ? "text-success" : "text-fg-subtle opacity-50"}`}
                />
                <span className={item.done ? "text-fg" : "text-fg-muted"}>{item.term}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </ProductPanel>
  );
}
