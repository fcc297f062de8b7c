/** What the admin pages show of an audit preview's report (ADR 046), without the report itself. */

/** A finding worth fixing: what the check is, how bad, and what it found. */
export interface AuditFinding {
  label: string;
  status: "warn" | "fail";
  finding: string;
}

/** The report a lead asked for, as its page in the inbox shows it. */
export interface LeadAuditReport {
  previewId: string;
  url: string;
  /** Null before the report is made, and for a page too large to check fully (tooLarge). */
  score: number | null;
  tooLarge: boolean;
  reportedAt: string | null;
  /** Whether the preview's page still shows it (it is readable for a limited time, ADR 046). */
  readable: boolean;
  topFindings: AuditFinding[];
  /** Why there was no page to check ("… answered 404 Not Found"), or null (issue 34). */
  problem: string | null;
}
