import { UiIcon } from "~/components/ui/ui-icon";
import { useId } from "react";
import { labelEvery, linearScale, niceTicks } from "~/lib/analytics/scale";

export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  /** A semantic fill class, e.g. "fill-accent-solid"; its swatch class for the legend, e.g. "bg-accent-solid". */
  fill: string;
  swatch: string;
}

export interface ChartColumn<Key extends string> {
  /** Shown under the axis and in the table ("Nov 23"). */
  label: string;
  values: Record<Key, number>;
}

/**
 * Columns per day, stacked by series, drawn on the server: the bars are an SVG stretched to the
 * frame, the axis and its labels are HTML (so text keeps its size on a phone). The numbers are in
 * the table under it (a disclosure that opens without JavaScript), which is also what a screen
 * reader reads: the drawing itself is one image named by the chart's title and summary.
 */
export function ColumnChart<Key extends string>({
  title,
  summary,
  series,
  columns,
  tableLabel,
  firstColumnHeader,
  headingLevel = 2,
}: {
  /** The title's heading level: 2 on a page of charts, 3 inside a section of its own. */
  headingLevel?: 2 | 3;
  title: string;
  summary: string;
  series: ReadonlyArray<ChartSeries<Key>>;
  columns: ReadonlyArray<ChartColumn<Key>>;
  tableLabel: string;
  firstColumnHeader: string;
}) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const summaryId = useId();
  const totals = columns.map((column) => series.reduce((sum, s) => sum + column.values[s.key], 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = linearScale(top, 100);
  const every = labelEvery(columns.length);
  const width = columns.length * 10;
  const gap = columns.length > 40 ? 1.5 : 2.5;
  return (
    <figure className="flex flex-col gap-4">
      <figcaption className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Heading id={titleId} className="text-base font-semibold text-fg">
            {title}
          </Heading>
          <p id={summaryId} className="mt-1 text-sm text-fg-muted">
            {summary}
          </p>
        </div>
        {series.length > 1 ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            {series.map((s) => (
              <li key={s.key} className="inline-flex items-center gap-2">
                <span aria-hidden="true" className={`size-2.5 rounded-sm ${s.swatch}`} />
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
      <div className="relative h-52 pl-9 sm:h-60">
        {ticks.map((tick) => (
          <div
            key={tick}
            aria-hidden="true"
            className="absolute right-0 left-9 border-t border-border"
            style={{ bottom: `${y(tick)}%` }}
          >
            <span className="absolute -left-9 w-7 -translate-y-1/2 text-right text-xs text-fg-subtle tabular-nums">
              {tick}
            </span>
          </div>
        ))}
        <svg
          role="img"
          aria-labelledby={`${titleId} ${summaryId}`}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="absolute inset-y-0 right-0 left-9 h-full w-[calc(100%-2.25rem)] overflow-visible"
        >
          {columns.map((column, i) => {
            let base = 100;
            return (
              <g key={i}>
                {series.map((s) => {
                  const h = y(column.values[s.key]);
                  base -= h;
                  return h > 0 ? (
                    <rect key={s.key} x={i * 10 + gap / 2} y={base} width={10 - gap} height={h} className={s.fill} />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="relative ml-9 h-4 text-xs text-fg-subtle">
        {columns.map((column, i) =>
          i % every === 0 ? (
            <span
              key={i}
              // Phones keep every other label, so they never touch.
              className={`absolute -translate-x-1/2 whitespace-nowrap ${(i / every) % 2 === 1 ? "max-sm:hidden" : ""}`}
              style={{ left: `${((i + 0.5) / columns.length) * 100}%` }}
            >
              {column.label}
            </span>
          ) : null,
        )}
      </div>
      <details className="group rounded-lg border border-border">
        <summary className="flex min-h-11 items-center justify-between gap-2 px-4 text-sm font-medium text-fg-muted hover:text-fg">
          {tableLabel}
          <UiIcon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="max-h-80 overflow-auto border-t border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface-sunken">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium text-fg-muted">
                  {firstColumnHeader}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-4 py-2 text-right font-medium text-fg-muted">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {columns.map((column, i) => (
                <tr key={i}>
                  <th scope="row" className="px-4 py-2 font-normal text-fg">
                    {column.label}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-4 py-2 text-right text-fg-muted tabular-nums">
                      {column.values[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
