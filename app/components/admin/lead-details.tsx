import { DetailsPanel, type Detail } from "~/components/account/details-panel";
import { UiIcon } from "~/components/ui/ui-icon";
import { leadPageCopy as copy } from "~/content/leads";
import { demoTimeWindows } from "~/content/lead-forms";
import { contactServiceOptions } from "~/content/pages";
import type { LeadDetail } from "~/lib/leads/lead";
import { formatLongDay } from "~/lib/ui/dates";
import { leadSourceText, optionLabel } from "./lead-source";
import { RelativeTime } from "./relative-time";

/**
 * Everything the visitor sent, in the admin's words: times as how long ago (the full date on
 * hover), the preferred day written out; the ids the site keeps for itself (the submission's, the
 * widget's) behind "Technical details", where a support question can still find them.
 */
export function LeadDetails({ lead, now }: { lead: LeadDetail; now: string }) {
  const f = copy.fields;
  const text = (value: string | null) => value || <span className="text-fg-subtle">{copy.notGiven}</span>;
  const items: Detail[] = [
    { term: f.received, detail: <RelativeTime iso={lead.createdAt} now={now} /> },
    { term: f.source, detail: leadSourceText(lead) },
    { term: f.service, detail: text(optionLabel(lead.service, contactServiceOptions)) },
    { term: f.preferredDate, detail: text(lead.preferredDate && formatLongDay(lead.preferredDate)) },
    { term: f.preferredTime, detail: text(optionLabel(lead.preferredTime, demoTimeWindows)) },
    { term: f.updatedAt, detail: <RelativeTime iso={lead.updatedAt} now={now} /> },
  ];
  const technical: Detail[] = [
    { term: f.leadId, detail: String(lead.id) },
    { term: f.submissionId, detail: lead.submissionId },
    { term: f.emailDomain, detail: text(lead.emailDomain) },
    ...(lead.widget ? [{ term: f.widgetId, detail: lead.widget.id }] : []),
    ...(lead.auditPreviewId ? [{ term: f.auditPreviewId, detail: lead.auditPreviewId }] : []),
  ];
  return (
    <DetailsPanel
      title={copy.details}
      description={copy.detailsText}
      items={items}
      more={
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium text-fg hover:text-accent sm:min-h-9 [&::-webkit-details-marker]:hidden">
            <UiIcon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
            {copy.technical}
          </summary>
          <dl className="mt-2 mb-1 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            {technical.map((item) => (
              <div key={item.term} className="contents">
                <dt className="text-fg-muted">{item.term}</dt>
                <dd className="font-mono text-xs break-all text-fg max-sm:mb-2 sm:leading-5">{item.detail}</dd>
              </div>
            ))}
          </dl>
        </details>
      }
    />
  );
}
