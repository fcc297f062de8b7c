/**
 * The audit report's root (components/audit/audit-report.markup.tsx; app/lib/markup/data-hooks.ts).
 * The preview page's stylesheet hides the "checking" line once the report follows it: the class in
 * audit-preview.markup.tsx names this attribute as Tailwind must read it, as a literal, and
 * app/components/data-hooks.test.ts holds the two to the same name.
 */
export enum AUDIT_REPORT_HOOKS {
  report = "data-audit-report",
}
