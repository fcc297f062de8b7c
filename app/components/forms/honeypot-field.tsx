import { createContext, useContext, type ReactNode } from "react";
import type { HoneypotFields } from "~/lib/forms/honeypot";

const HoneypotContext = createContext<HoneypotFields | null>(null);

/** Gives the lead forms below it the traps their page's loader made (honeypot.server.ts). */
export function HoneypotProvider({ fields, children }: { fields: HoneypotFields; children: ReactNode }) {
  return <HoneypotContext.Provider value={fields}>{children}</HoneypotContext.Provider>;
}

/**
 * Fields people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology): one that form-filling bots tend to fill, and the encrypted time from which the form
 * may be sent. A submission that fills the first, or comes back too soon, is dropped.
 */
export function HoneypotField() {
  const fields = useContext(HoneypotContext);
  if (!fields) return null;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={fields.nameFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      {fields.validFromFieldName ? (
        <input type="hidden" name={fields.validFromFieldName} value={fields.encryptedValidFrom} readOnly />
      ) : null}
    </div>
  );
}
