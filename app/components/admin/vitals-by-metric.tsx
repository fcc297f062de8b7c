import { Panel } from "~/components/account/panel";
import { Badge, type BadgeTone } from "~/components/ui/card";
import { vitalsCopy } from "~/content/account";
import { analyticsCopy as copy } from "~/content/analytics";
import type { MetricName, Rating } from "~/lib/vitals/metrics";
import type { ReactNode } from "react";

/** A row of vitalsByMetric (app/lib/vitals/summary.server.ts). */
export interface VitalsMetricRow {
  metric: MetricName;
  p75: number | null;
  samples: number;
  setAside: number;
  rating: Rating | null;
}

const RATING_TONE: Record<Rating, BadgeTone> = { good: "success", "needs-improvement": "warning", poor: "danger" };

function formatValue(metric: MetricName, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`;
}

/**
 * The site's web vitals in five rows, one per metric (ADR 048), with the sample count; the
 * per-page table (`perPage`) behind a disclosure under them.
 */
export function VitalsByMetric({
  rows,
  unavailable,
  perPage,
}: {
  rows: readonly VitalsMetricRow[];
  unavailable: boolean;
  perPage: ReactNode;
}) {
  return (
    <Panel title={copy.vitalsHeading} description={copy.vitalsIntro}>
      {unavailable ? (
        <p className="text-sm text-danger">{vitalsCopy.unavailable}</p>
      ) : (
        <div
          role="region"
          aria-label={copy.vitalsCaption}
          // Focusable, so a keyboard can scroll it where the phone is narrower than the table.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative -mx-5 overflow-x-auto focus-visible:outline-offset-[-2px] sm:-mx-6"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{copy.vitalsCaption}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wide text-fg-muted uppercase">
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {copy.vitalsColumns.metric}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {copy.vitalsColumns.p75}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {copy.vitalsColumns.samples}
                </th>
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {copy.vitalsColumns.rating}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.metric}>
                  <th scope="row" className="px-5 py-3 font-semibold text-fg sm:px-6">
                    {row.metric}
                  </th>
                  <td className="px-3 py-3 text-right whitespace-nowrap text-fg tabular-nums">
                    {row.p75 === null ? "—" : formatValue(row.metric, row.p75)}
                  </td>
                  <td className="px-3 py-3 text-right text-fg-muted tabular-nums">
                    {row.samples.toLocaleString("en-US")}
                    {row.setAside > 0 ? (
                      <span className="block text-xs">
                        {vitalsCopy.setAside.replace("{count}", String(row.setAside))}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-5 py-3 sm:px-6">
                    {row.samples === 0 ? (
                      <span className="text-fg-subtle">{copy.vitalsNone}</span>
                    ) : row.rating === null ? (
                      <Badge tone="neutral">{vitalsCopy.tooFew}</Badge>
                    ) : (
                      <Badge tone={RATING_TONE[row.rating]} dot>
                        {vitalsCopy.ratings[row.rating]}
                      </Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="group mt-5 border-t border-border pt-4">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium text-fg hover:text-accent sm:min-h-9 [&::-webkit-details-marker]:hidden">
          {copy.vitalsPerPage}
        </summary>
        <div className="mt-4">{perPage}</div>
      </details>
    </Panel>
  );
}
