import { linearScale } from "~/lib/analytics/scale";

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** A semantic fill class for this row's bar; the accent when left out. */
  fill?: string;
}

/**
 * Horizontal bars as a table: the label, the count, and the count drawn as an SVG bar (hidden
 * from screen readers, which read the number). The table is its own data table.
 */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly BarRow[];
}) {
  const x = linearScale(Math.max(0, ...rows.map((row) => row.value)), 100);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs tracking-wide text-fg-muted uppercase">
          <th scope="col" className="pb-2 font-medium">
            {labelHeader}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-2 pr-4 align-top font-normal text-fg">
              <span className="block break-all">{row.label}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-1.5 block h-2 w-full"
              >
                <rect x="0" y="0" width="100" height="4" rx="1" className="fill-surface-sunken" />
                {row.value > 0 ? (
                  <rect
                    x="0"
                    y="0"
                    width={Math.max(1, x(row.value))}
                    height="4"
                    rx="1"
                    className={row.fill ?? "fill-accent-solid"}
                  />
                ) : null}
              </svg>
            </th>
            <td className="w-16 py-2 text-right align-top font-semibold text-fg tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
