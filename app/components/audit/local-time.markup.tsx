import { hook } from "~/lib/markup/data-hooks";
import { formatDateTime } from "~/lib/ui/dates";
import { LOCAL_TIME_HOOKS } from "./local-time.behaviour";

/** A time as the server knows it (UTC, in full); the browser words it in the visitor's time zone (local-time.behaviour.ts). */
export function LocalTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} {...hook(LOCAL_TIME_HOOKS.time)}>
      {formatDateTime(iso)}
    </time>
  );
}
