/**
 * The words for a preview with no page to check (issue 34): what happened, and its likely causes.
 * The state card draws them; the admin's list and a watched project's history name the heading.
 */
import { auditPreviewCopy } from "~/content/audit-preview";
import { FETCH_LIMITS } from "./fetch-limits";
import { statusText } from "./finding-wording";
import type { PageProblem } from "./report";

const copy = auditPreviewCopy.problem;
export type ProblemCause = keyof typeof copy.causes;

/** The heading: what happened, in plain words. */
export function problemHeading(problem: PageProblem): string {
  switch (problem.kind) {
    case "timeout":
      return copy.heading.timeout(problem.host, FETCH_LIMITS.timeoutMs / 1000);
    case "unreachable":
      return copy.heading.unreachable(problem.host);
    case "busy":
      return copy.heading.busy(problem.host);
    case "redirect":
      return copy.heading.redirect(problem.url);
    case "status":
      return copy.heading.status(problem.url, statusText(problem.status));
    case "not-html":
      return copy.heading.notHtml(problem.url, problem.contentType);
    case "unreadable":
      return copy.heading.unreadable(problem.url);
  }
}

/** The likely causes of this answer, most likely first. */
export function problemCauses(problem: PageProblem): ProblemCause[] {
  switch (problem.kind) {
    case "timeout":
      return ["down", "botProtection", "typo"];
    case "unreachable":
      return ["typo", "noDomain", "down", "botProtection"];
    case "busy":
      return ["busy"];
    case "redirect":
      return ["redirectUnsafe", "typo"];
    case "status":
      if (problem.status === 401 || problem.status === 403 || problem.status === 429) {
        return ["botProtection", "login"];
      }
      if (problem.status >= 500) return ["serverError", "botProtection", "down"];
      return ["typo", "moved", "botProtection"];
    case "not-html":
      return ["file"];
    case "unreadable":
      return ["file", "botProtection", "serverError"];
  }
}
