import { ContentIcon } from "~/components/ui/content-icon";
import type { AuditMetric } from "~/content/results";

/**
 * The metrics the full report scores, named and explained (docs/product.md §2.5, §5): no figures,
 * because they come from the full report's crawl, not from the instant check.
 */
export function KeyMetricList({ metrics }: { metrics: AuditMetric[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {metrics.map((metric) => (
        <div key={metric.label} className="rounded-card border border-border bg-surface-raised p-5">
          <dt className="flex items-center gap-2 font-semibold text-fg">
            <ContentIcon name={metric.icon} className="size-5 text-accent" />
            {metric.label}
          </dt>
          <dd className="mt-2 text-sm text-fg-muted">{metric.description}</dd>
        </div>
      ))}
    </dl>
  );
}
