import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and form-filling bots tend to fill. A submission that fills it is dropped.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
