import { Badge, type BadgeTone } from "~/components/ui/card";
import { vitalsCopy as copy } from "~/content/account";
import type { MetricName, Rating } from "~/lib/vitals/metrics";
import { MIN_RATED_SAMPLES } from "~/lib/vitals/report-rules";
import { DataTable, type Column } from "./data-table";
import { Panel } from "./panel";

export interface VitalsTableRow {
  page: string;
  metric: MetricName;
  p75: number;
  /** The values the percentile is over. */
  samples: number;
  /** Values beyond the fence, left out (ADR 050). */
  setAside: number;
  /** Null when there were too few samples to rate (MIN_RATED_SAMPLES). */
  rating: Rating | null;
  thresholds: readonly [number, number];
}

const RATING_TONE: Record<Rating, BadgeTone> = {
  good: "success",
  "needs-improvement": "warning",
  poor: "danger",
};

/** CLS is a score; the other four are milliseconds. */
function formatValue(metric: MetricName, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`;
}

const columns: Column<VitalsTableRow>[] = [
  {
    key: "page",
    header: copy.columns.page,
    rowHeader: true,
    cell: (row) => <span className="font-mono text-xs">{row.page}</span>,
  },
  { key: "metric", header: copy.columns.metric, cell: (row) => row.metric },
  {
    key: "p75",
    header: copy.columns.p75,
    align: "end",
    nowrap: true,
    cell: (row) => <span className="text-fg tabular-nums">{formatValue(row.metric, row.p75)}</span>,
  },
  {
    key: "samples",
    header: copy.columns.samples,
    align: "end",
    cell: (row) => (
      <>
        {row.samples}
        {row.setAside > 0 ? (
          <span className="mt-1 block text-xs text-fg-subtle">
            {copy.setAside.replace("{count}", String(row.setAside))}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: "rating",
    header: copy.columns.rating,
    cell: (row) =>
      row.rating === null ? (
        <>
          <Badge tone="neutral">{copy.tooFew}</Badge>
          <span className="mt-1 block text-xs text-fg-subtle">
            {copy.tooFewDetail.replace("{min}", String(MIN_RATED_SAMPLES)).replace("{samples}", String(row.samples))}
          </span>
        </>
      ) : (
        <>
          <Badge tone={RATING_TONE[row.rating]} dot>
            {copy.ratings[row.rating]}
          </Badge>
          <span className="mt-1 block text-xs text-fg-subtle">
            {copy.thresholds
              .replace("{good}", formatValue(row.metric, row.thresholds[0]))
              .replace("{poor}", formatValue(row.metric, row.thresholds[1]))}
          </span>
        </>
      ),
  },
];

/** The 75th percentile per page and metric, with its rating and the thresholds it was rated by. */
export function VitalsTable({ rows, unavailable }: { rows: VitalsTableRow[]; unavailable?: boolean }) {
  return (
    <Panel title={copy.heading} description={copy.intro}>
      {unavailable ? (
        <p className="text-sm text-danger">{copy.unavailable}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{copy.empty}</p>
      ) : (
        <DataTable
          caption={copy.heading}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.page} ${row.metric}`}
          minWidth="40rem"
        />
      )}
    </Panel>
  );
}
