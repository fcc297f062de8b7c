import { useId, type ReactNode } from "react";

export interface Column<Row> {
  /** Unique within the table (React key). */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and actions sit at the end of the cell. */
  align?: "start" | "end";
  /** Keep the cell on one line (dates, statuses, amounts). */
  nowrap?: boolean;
  /** The column that names each row (a lead's name): rendered as the row's header cell. */
  rowHeader?: boolean;
  /** For an actions column: the header is read by screen readers but not shown. */
  hideHeader?: boolean;
}

/**
 * A list of records as a table. On a narrow screen the table keeps its columns and the frame
 * scrolls sideways (a focusable, named region, so keyboard users can scroll it too); `minWidth`
 * is the width below which it starts scrolling. `empty` replaces the table when there are no rows.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  minWidth = "40rem",
  empty,
}: {
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  minWidth?: string;
  empty?: ReactNode;
}) {
  const captionId = useId();
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="overflow-hidden rounded-card border border-border bg-surface-raised">
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so a keyboard can scroll it on a phone (axe: scrollable-region-focusable);
        // positioned, so the visually hidden texts inside stay inside it instead of widening the page.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
      >
        <table className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
          <caption
            id={captionId}
            className={
              showCaption ? "border-b border-border px-4 py-3 text-left font-semibold text-fg sm:px-5" : "sr-only"
            }
          >
            {caption}
          </caption>
          <thead className="bg-surface-sunken">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`border-b border-border px-4 py-3 text-xs font-medium tracking-wide text-fg-muted uppercase first:pl-5 last:pr-5 ${alignClass(column)}`}
                >
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="transition-colors hover:bg-surface-sunken/60">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? "row" : undefined}
                      className={`px-4 py-3.5 align-middle first:pl-5 last:pr-5 ${alignClass(column)} ${
                        column.rowHeader ? "min-w-40 font-medium text-fg" : "text-fg-muted"
                      } ${column.nowrap ? "whitespace-nowrap" : ""}`}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function alignClass(column: { align?: "start" | "end" }): string {
  return column.align === "end" ? "text-right" : "text-left";
}
