/**
 * The audit report's root (components/audit/audit-report.markup.tsx; app/lib/markup/data-hooks.ts).
 * The preview page's stylesheet hides the "checking" line once the report follows it: the class in
 * audit-preview.markup.tsx names this attribute as Tailwind must read it, as a literal, and
 * app/components/data-hooks.test.ts holds the two to the same name.
 */
export enum AUDIT_REPORT_HOOKS {
  report = "data-audit-report",
  /**
   * The state card of a preview with no page to check, valued with what happened (issue 34); the
   * preview's route hides "Email me this report" beside it, by a class that names it as a literal.
   */
  problem = "data-audit-problem",
}
