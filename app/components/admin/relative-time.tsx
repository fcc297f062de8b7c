import { useHydrated } from "remix-utils/use-hydrated";
import { formatDateTime } from "~/lib/ui/dates";
import { browserNow, localDateTime, relativeTime } from "~/lib/ui/relative-time";

/**
 * "3 h ago", with the full date on hover (`title`) and for screen readers (which read it instead
 * of the short one). The server writes both against the loader's `now`, in UTC, and hydration
 * writes the same; from then on the browser words them in the admin's own clock and time zone
 * (issue 36 §5), with the functions the audit report's local times use (local-time.behaviour.ts).
 */
export function RelativeTime({ iso, now }: { iso: string; now: string }) {
  const local = useHydrated();
  const exact = local ? localDateTime(iso) : formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      <span aria-hidden="true">{relativeTime(iso, local ? browserNow() : now)}</span>
      <span className="sr-only">{exact}</span>
    </time>
  );
}
