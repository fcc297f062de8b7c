import { Link } from "@remix-run/react";
import { analyticsCopy as copy } from "~/content/analytics";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "~/lib/analytics/series";

/** 7, 30 or 90 days as links (the period lives in the address), drawn as a segmented control. */
export function PeriodLinks({ current }: { current: AnalyticsPeriod }) {
  return (
    <nav aria-label={copy.periodLabel}>
      <ul className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-surface-raised p-1">
        {ANALYTICS_PERIODS.map((days) => (
          <li key={days}>
            <Link
              to={`?days=${days}`}
              aria-current={days === current ? "page" : undefined}
              className={`flex h-11 items-center justify-center rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors sm:h-9 ${
                days === current ? "bg-accent-soft text-accent" : "text-fg-muted hover:bg-surface-sunken hover:text-fg"
              }`}
            >
              {copy.period(days)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
