import { formatDateTime } from "~/lib/ui/dates";
import { relativeTime } from "~/lib/ui/relative-time";

/**
 * "3 h ago", with the exact time on hover (`title`) and for screen readers (which read the exact
 * time instead of the short one). `now` is the loader's clock, so server and browser agree.
 */
export function RelativeTime({ iso, now }: { iso: string; now: string }) {
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      <span aria-hidden="true">{relativeTime(iso, now)}</span>
      <span className="sr-only">{exact}</span>
    </time>
  );
}
