import { Button, ButtonLink } from "~/components/ui/button";
import { auditPreviewCopy } from "~/content/audit-preview";
import { problemCauses, problemHeading } from "~/lib/audit/preview/problem-words";
import type { PageProblem } from "~/lib/audit/preview/report";
import { AUDIT_REPORT_HOOKS } from "~/lib/audit/audit-report-hooks";
import { hook } from "~/lib/markup/data-hooks";

const copy = auditPreviewCopy.problem;

/**
 * A preview with no page to check (issue 34): one card in plain words, the likely causes (bot
 * protection with the page about the site's checker), and three ways on: the same address again
 * (a plain form post, so it works without JavaScript), another address, a specialist. No score.
 */
export function AuditProblem({
  problem,
  requestedUrl,
  detail,
}: {
  problem: PageProblem;
  requestedUrl: string;
  /** The fetch's own words, where they add to the heading (which hop a redirect was refused at). */
  detail?: string;
}) {
  const causes = problemCauses(problem);
  return (
    <section
      aria-labelledby="audit-problem-heading"
      {...hook(AUDIT_REPORT_HOOKS.problem, problem.kind)}
      className="rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-7"
    >
      <h2 id="audit-problem-heading" className="text-xl font-semibold break-words text-fg">
        {problemHeading(problem)}
      </h2>
      {detail ? <p className="mt-2 break-words text-fg">{detail}</p> : null}
      <p className="mt-2 text-fg-muted">{copy.lead}</p>
      <h3 className="mt-5 text-sm font-semibold text-fg">{copy.causesTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-fg">
        {causes.map((cause) => (
          <li key={cause}>
            {copy.causes[cause]}
            {cause === "botProtection" ? (
              <>
                {" "}
                <a href="/audit-bot" className="font-medium text-accent underline underline-offset-4">
                  {copy.botLink}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <form method="post" action="/audit">
          <input type="hidden" name="url" value={requestedUrl} />
          <Button type="submit">{copy.tryAgain}</Button>
        </form>
        <ButtonLink href="/audit" variant="outline">
          {copy.anotherAddress}
        </ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          {copy.specialist}
        </ButtonLink>
      </div>
    </section>
  );
}
