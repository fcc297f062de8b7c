import { vitalsCopy as copy } from "~/content/account";
import type { MetricName, Rating } from "~/lib/vitals/metrics";

export interface VitalsTableRow {
  page: string;
  metric: MetricName;
  p75: number;
  samples: number;
  rating: Rating;
  thresholds: readonly [number, number];
}

const RATING_CLASS: Record<Rating, string> = {
  good: "text-emerald-800",
  "needs-improvement": "text-amber-800",
  poor: "text-red-800",
};

/** CLS is a score; the other four are milliseconds. */
function formatValue(metric: MetricName, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`;
}

/** The 75th percentile per page and metric, with its rating and the thresholds it was rated by. */
export function VitalsTable({ rows, unavailable }: { rows: VitalsTableRow[]; unavailable?: boolean }) {
  return (
    <section aria-labelledby="vitals-heading">
      <h2 id="vitals-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.intro}</p>
      {unavailable ? (
        <p className="mt-4 text-sm text-red-800">{copy.unavailable}</p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{copy.empty}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {copy.columns.page}
              </th>
              <th scope="col" className="py-2 pr-4">
                {copy.columns.metric}
              </th>
              <th scope="col" className="py-2 pr-4">
                {copy.columns.p75}
              </th>
              <th scope="col" className="py-2 pr-4">
                {copy.columns.samples}
              </th>
              <th scope="col" className="py-2">
                {copy.columns.rating}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.page} ${row.metric}`} className="border-b border-slate-200">
                <td className="py-2 pr-4 font-mono">{row.page}</td>
                <td className="py-2 pr-4">{row.metric}</td>
                <td className="py-2 pr-4">{formatValue(row.metric, row.p75)}</td>
                <td className="py-2 pr-4">{row.samples}</td>
                <td className={`py-2 ${RATING_CLASS[row.rating]}`}>
                  {copy.ratings[row.rating]}
                  <span className="block text-xs text-slate-600">
                    {copy.thresholds
                      .replace("{good}", formatValue(row.metric, row.thresholds[0]))
                      .replace("{poor}", formatValue(row.metric, row.thresholds[1]))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
