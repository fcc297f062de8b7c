import { useEffect } from "react";
import { attachAuditForms } from "~/lib/ui/audit-forms";

/** The audit forms' behaviour, for the pages that carry the form (home, the audit landings, /audit). */
export function useAuditForms() {
  useEffect(() => attachAuditForms(document), []);
}
