import { Link } from "@remix-run/react";
import { leadInboxCopy as copy } from "~/content/leads";
import { contactServiceOptions } from "~/content/pages";
import type { LeadSummary } from "~/lib/leads/lead";
import { leadSourceText, optionLabel } from "./lead-source";
import { LeadStatusForm, type RowStatusReply } from "./lead-status-form";
import { RelativeTime } from "./relative-time";

/**
 * The inbox's leads (ADR 048): from `lg` a table, below it a list of cards, so a phone never
 * scrolls sideways and shows each lead's status and age. The whole row (or card) opens its lead:
 * the name is the one real link, and its box is stretched over the row, under the status form
 * (which sits above it). `query` is the view's, carried to the lead for its next and previous.
 */
export function LeadList({
  leads,
  now,
  query,
  reply,
}: {
  leads: readonly LeadSummary[];
  now: string;
  query: string;
  reply?: RowStatusReply;
}) {
  const href = (lead: LeadSummary) => `/admin/leads/${lead.id}${query ? `?${query}` : ""}`;
  const replyFor = (lead: LeadSummary) => (reply?.id === lead.id ? reply : undefined);
  return (
    <>
      <ul aria-label={copy.leadsLabel} className="flex flex-col gap-3 lg:hidden">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className="relative rounded-card border border-border bg-surface-raised p-4 transition-colors hover:bg-surface-sunken/60"
          >
            <div className="flex items-baseline justify-between gap-3">
              <Link to={href(lead)} prefetch="intent" className={`${STRETCHED} min-w-0 truncate font-semibold text-fg`}>
                {lead.name}
              </Link>
              <span className="shrink-0 text-sm text-fg-muted">
                <RelativeTime iso={lead.createdAt} now={now} />
              </span>
            </div>
            <p className="mt-0.5 truncate text-sm text-fg-muted">
              {[lead.company, leadSourceText(lead)].filter(Boolean).join(" · ")}
            </p>
            <div className="mt-3">
              <LeadStatusForm lead={lead} reply={replyFor(lead)} />
            </div>
          </li>
        ))}
      </ul>
      <div className="overflow-hidden rounded-card border border-border bg-surface-raised max-lg:hidden">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="bg-surface-sunken">
            <tr>
              {[copy.columns.name, copy.columns.email, copy.columns.source, copy.columns.service].map((header) => (
                <th key={header} scope="col" className={HEADER}>
                  {header}
                </th>
              ))}
              <th scope="col" className={`${HEADER} w-56`}>
                {copy.columns.status}
              </th>
              <th scope="col" className={`${HEADER} text-right`}>
                {copy.columns.received}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {leads.map((lead) => (
              <tr key={lead.id} className="relative transition-colors hover:bg-surface-sunken/60">
                <th scope="row" className={`${CELL} font-medium text-fg`}>
                  <Link to={href(lead)} prefetch="intent" className={`${STRETCHED} font-semibold text-fg`}>
                    {lead.name}
                  </Link>
                  {lead.company ? (
                    <span className="block text-xs font-normal text-fg-muted">{lead.company}</span>
                  ) : null}
                </th>
                <td className={`${CELL} break-all text-fg-muted`}>{lead.email}</td>
                <td className={`${CELL} text-fg-muted`}>{leadSourceText(lead)}</td>
                <td className={`${CELL} text-fg-muted`}>{optionLabel(lead.service, contactServiceOptions) ?? "—"}</td>
                <td className={CELL}>
                  <LeadStatusForm lead={lead} reply={replyFor(lead)} compact />
                </td>
                <td className={`${CELL} text-right whitespace-nowrap text-fg-muted`}>
                  <RelativeTime iso={lead.createdAt} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const HEADER =
  "border-b border-border px-3 py-3 text-xs font-medium tracking-wide text-fg-muted uppercase first:pl-5 last:pr-5";
const CELL = "px-3 py-3 align-middle first:pl-5 last:pr-5";
/** The link's box covers its row or card (positioned), so a click anywhere on it opens the lead. */
const STRETCHED =
  "underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
