import { useId, type ReactNode } from "react";

export interface Detail {
  term: string;
  detail: ReactNode;
}

/**
 * A titled panel of facts as a definition list: one term and its value per row, side by side from
 * `sm`, stacked on phones. `actions` sit in the panel's header (an "Edit" link); `more` closes the
 * panel (a disclosure of the facts few readers need).
 */
export function DetailsPanel({
  title,
  description,
  items,
  actions,
  more,
}: {
  title: string;
  description?: string;
  items: readonly Detail[];
  actions?: ReactNode;
  more?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-surface-raised">
      <div className="flex flex-col gap-4 border-b border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-fg">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2 [&>*]:max-sm:w-full">{actions}</div> : null}
      </div>
      <dl className="divide-y divide-border">
        {items.map((item) => (
          <div
            key={item.term}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-6 sm:px-6"
          >
            <dt className="text-sm font-medium text-fg-muted">{item.term}</dt>
            <dd className="text-sm break-words text-fg">{item.detail}</dd>
          </div>
        ))}
      </dl>
      {more ? <div className="border-t border-border px-5 py-3 sm:px-6">{more}</div> : null}
    </section>
  );
}
