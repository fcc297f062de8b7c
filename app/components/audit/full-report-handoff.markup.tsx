import { H1_SIZE } from "~/components/ui/h1-size";
import { ButtonLink } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";

/**
 * The full report's hand-off page (issue 34 §2): the tab the audit opens shows this, in the site's
 * frame, for the second before its meta refresh takes it to the analyser (`analyzer`). The link
 * does the same at once, for a browser that ignores the refresh or a visitor in a hurry.
 */
export function FullReportHandoff({
  hostname,
  analyzer,
  preview,
}: {
  hostname: string;
  analyzer: string;
  preview: string;
}) {
  return (
    <div className="container-page py-16 sm:py-24">
      <Eyebrow>{copy.handoff.eyebrow}</Eyebrow>
      <h1 className={`mt-3 max-w-3xl break-words ${H1_SIZE.page}`}>{copy.handoff.title(hostname)}</h1>
      <p className="mt-4 max-w-2xl text-fg-muted">{copy.handoff.text}</p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
        <ButtonLink href={analyzer} size="lg">
          {copy.handoff.continue}
        </ButtonLink>
        <a
          href={preview}
          className="inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4"
        >
          {copy.handoff.back}
        </a>
      </div>
    </div>
  );
}
