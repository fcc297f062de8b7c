import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { LeadStatusPill } from "~/components/account/lead-status";
import { Panel } from "~/components/account/panel";
import { leadSourceText } from "~/components/admin/lead-source";
import { LeadDetails } from "~/components/admin/lead-details";
import { LeadAuditReportPanel } from "~/components/admin/lead-audit-report";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/textarea-field";
import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import { leadInboxMessages, leadPageCopy as copy, leadStatusLabels } from "~/content/leads";
import { leadAuditReport } from "~/lib/audit/audit-list.server";
import { requireAdmin } from "~/lib/auth/guards.server";
import { positiveId } from "~/lib/db/result.server";
import { parseForm } from "~/lib/forms/parse";
import { formReply } from "~/lib/forms/reply.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { inboxSearchParams, parseInboxFilters } from "~/lib/leads/inbox-filters";
import { addLeadNote, changeLeadStatus, getLead, leadNeighbours } from "~/lib/leads/inbox.server";
import { LEAD_STATUSES } from "~/lib/leads/lead";
import { leadNoteSchema, leadStatusSchema, type LeadNoteField, type LeadStatusField } from "~/lib/leads/lead-schemas";
import { privateMeta } from "~/lib/seo/meta";
import { accountFrame } from "~/components/account/account-frame";

/**
 * One lead: its message and the ways to answer it first, then its status and a note, every field
 * and its timeline; the next and previous lead of the list it was opened from (ADR 048).
 * Queries: 3 (the lead, then its two neighbours in parallel).
 */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = positiveId(params.id);
  const lead = id === null ? null : await getLead(context, id);
  if (!lead) throw notFound(request);
  // The list the admin came from (its view and filters ride in the query): its next and previous.
  const filters = { ...parseInboxFilters(new URL(request.url).searchParams), page: 1 };
  const [neighbours, auditReport] = await Promise.all([
    leadNeighbours(context, filters, lead.lead),
    lead.lead.auditPreviewId ? leadAuditReport(context, lead.lead.auditPreviewId) : undefined,
  ]);
  // One clock for the relative times, read here and sent along, so hydration writes the same text.
  const now = new Date().toISOString();
  return { ...lead, neighbours, auditReport, now, listQuery: inboxSearchParams(filters).toString() };
}

/**
 * Two forms: `intent=status` moves the lead in the pipeline, `intent=note` adds an internal note;
 * the database's triggers record both on the timeline with the admin as the actor. Queries: 1.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = positiveId(params.id);
  if (id === null) throw notFound(request);
  if (formText(form, "intent") === "note") {
    const parsed = parseForm(leadNoteSchema, form);
    if (!parsed.ok)
      return formReply<LeadNoteField, "note">(400, { intent: "note", errors: parsed.errors, values: parsed.values });
    if (!(await addLeadNote(context, id, parsed.data.body))) throw notFound(request);
    return formReply<LeadNoteField, "note">(200, {
      intent: "note",
      notice: leadInboxMessages.noteSaved,
      errors: {},
      values: {},
    });
  }
  const parsed = parseForm(leadStatusSchema, form);
  if (!parsed.ok) {
    return formReply<LeadStatusField, "status">(400, {
      intent: "status",
      formError: parsed.errors.status,
      errors: parsed.errors,
      values: parsed.values,
    });
  }
  if (!(await changeLeadStatus(context, id, parsed.data.status))) throw notFound(request);
  return formReply<LeadStatusField, "status">(200, {
    intent: "status",
    notice: leadInboxMessages.statusSaved,
    errors: {},
    values: {},
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data ? `Lead: ${data.lead.name}` : "Lead");

const STATUS_FORM = "pipeline";
const NOTE_FORM = "note";

/** The message and contact first; beside them the pipeline and note forms; then every field and the timeline. */
export default function LeadPage() {
  const { lead, timeline, neighbours, auditReport, now, listQuery } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { search } = useLocation();
  const statusReply = reply?.intent === "status" ? reply : undefined;
  const noteReply = reply?.intent === "note" ? reply : undefined;
  const text = (value: string | null) => value || <span className="text-fg-subtle">{copy.notGiven}</span>;
  const f = copy.fields;
  const withList = (path: string) => `${path}${listQuery ? `?${listQuery}` : ""}`;
  // 44 px tall on phones, where a thumb answers the lead.
  const link =
    "text-accent underline-offset-4 hover:underline break-all max-sm:inline-flex max-sm:min-h-11 max-sm:items-center";
  return (
    <AccountPage
      title={lead.name}
      description={[lead.company, leadSourceText(lead)].filter(Boolean).join(" · ")}
      back={{ label: copy.back.label, href: withList(copy.back.href) }}
      actions={
        <a href={`mailto:${lead.email}`} className={buttonClass({ variant: "outline" })}>
          {copy.reply}
        </a>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel
            title={copy.messageHeading}
            actions={
              // Wrapped: the panel's actions are full width on phones, the pill keeps its own.
              <span>
                <LeadStatusPill status={lead.status} />
              </span>
            }
          >
            {lead.message ? (
              <p className="text-base whitespace-pre-wrap text-fg">{lead.message}</p>
            ) : (
              <p className="text-sm text-fg-subtle">{copy.noMessage}</p>
            )}
            <dl
              aria-label={copy.contactLabel}
              className="mt-5 grid gap-x-6 gap-y-3 border-t border-border pt-4 text-sm sm:grid-cols-3"
            >
              <div className="min-w-0">
                <dt className="text-fg-muted">{f.email}</dt>
                <dd>
                  <a href={`mailto:${lead.email}`} className={link}>
                    {lead.email}
                  </a>
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-fg-muted">{f.phone}</dt>
                <dd>
                  {lead.phone ? (
                    <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={link}>
                      {lead.phone}
                    </a>
                  ) : (
                    text(null)
                  )}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-fg-muted">{f.company}</dt>
                <dd className="break-words text-fg">{text(lead.company)}</dd>
              </div>
            </dl>
          </Panel>
          {auditReport !== undefined ? <LeadAuditReportPanel report={auditReport} /> : null}
        </div>
        {/* Beside the message from `lg`; on phones right under it, before the rest. */}
        <div className="flex flex-col gap-6 self-start lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Panel id={STATUS_FORM} title={copy.pipeline} description={copy.pipelineText}>
            <Form
              method="post"
              action={`${search}#${STATUS_FORM}`}
              aria-label={copy.pipeline}
              className="flex flex-col gap-4"
            >
              <FormReplyAlerts reply={statusReply} />
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label={copy.statusLabel}
                name="status"
                key={lead.status}
                defaultValue={lead.status}
                options={LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
              />
              <SubmitButton pendingLabel={copy.savingStatus} name="intent" value="status">
                {copy.saveStatus}
              </SubmitButton>
            </Form>
          </Panel>
          <Panel id={NOTE_FORM} title={copy.note} description={copy.noteText}>
            <Form
              method="post"
              action={`${search}#${NOTE_FORM}`}
              aria-label={copy.note}
              className="flex flex-col gap-4"
            >
              <FormReplyAlerts reply={noteReply} />
              <input type="hidden" name="intent" value="note" />
              <TextareaField
                label={copy.noteLabel}
                name="body"
                rows={4}
                required
                maxLength={4000}
                key={noteReply?.notice ? timeline.length : "note"}
                defaultValue={noteReply?.values.body}
                error={noteReply?.errors.body}
              />
              <SubmitButton pendingLabel={copy.addingNote} name="intent" value="note">
                {copy.addNote}
              </SubmitButton>
            </Form>
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <LeadDetails lead={lead} now={now} />
          <Panel title={copy.timeline} description={copy.timelineText}>
            <LeadTimeline entries={timeline} now={now} />
          </Panel>
        </div>
      </div>
      {neighbours.newer || neighbours.older ? (
        <nav aria-label={copy.neighboursLabel} className="grid grid-cols-2 gap-3">
          {neighbours.newer ? (
            <Neighbour
              href={withList(`/admin/leads/${neighbours.newer.id}`)}
              label={copy.newer}
              name={neighbours.newer.name}
              rel="prev"
            />
          ) : (
            <span />
          )}
          {neighbours.older ? (
            <Neighbour
              href={withList(`/admin/leads/${neighbours.older.id}`)}
              label={copy.older}
              name={neighbours.older.name}
              rel="next"
            />
          ) : null}
        </nav>
      ) : null}
    </AccountPage>
  );
}

/** A link to the lead above (newer) or below (older) this one in the list. */
function Neighbour({ href, label, name, rel }: { href: string; label: string; name: string; rel: "prev" | "next" }) {
  const next = rel === "next";
  return (
    <Link
      to={href}
      rel={rel}
      prefetch="intent"
      className={`flex min-h-11 min-w-0 items-center gap-2 rounded-card border border-border bg-surface-raised px-4 py-3 text-sm hover:bg-surface-sunken ${
        next ? "col-start-2 justify-end text-right" : ""
      }`}
    >
      {next ? null : <UiIcon name="chevron-left" className="size-4 shrink-0" />}
      <span className="min-w-0">
        <span className="block text-fg-muted">{label}</span>
        <span className="block truncate font-semibold text-fg">{name}</span>
      </span>
      {next ? <UiIcon name="chevron-right" className="size-4 shrink-0" /> : null}
    </Link>
  );
}
