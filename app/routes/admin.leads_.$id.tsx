import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DetailsPanel } from "~/components/account/details-panel";
import { LeadStatusPill } from "~/components/account/lead-status";
import { Panel } from "~/components/account/panel";
import { leadSourceText, serviceLabel } from "~/components/admin/lead-source";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { FormAlert } from "~/components/forms/form-alert";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/textarea-field";
import { buttonClass } from "~/components/ui/button";
import { leadInboxMessages, leadPageCopy as copy, leadStatusLabels } from "~/content/leads";
import { contactServiceOptions } from "~/content/pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { positiveId } from "~/lib/db/result.server";
import { parseForm } from "~/lib/forms/parse";
import { formReply } from "~/lib/forms/reply.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { addLeadNote, changeLeadStatus, getLead } from "~/lib/leads/inbox.server";
import { LEAD_STATUSES } from "~/lib/leads/lead";
import { leadNoteSchema, leadStatusSchema, type LeadNoteField, type LeadStatusField } from "~/lib/leads/lead-schemas";
import { privateMeta } from "~/lib/seo/meta";
import { formatDateTime } from "~/lib/ui/dates";
import { accountFrame } from "~/components/account/account-frame";

/** One lead: every field, its status, its notes and its timeline. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = positiveId(params.id);
  const lead = id === null ? null : await getLead(context, id);
  if (!lead) throw notFound(request);
  return lead;
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

/** Every field in a details panel; beside it the pipeline and note forms, and the timeline. */
export default function LeadPage() {
  const { lead, timeline } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const statusReply = reply?.intent === "status" ? reply : undefined;
  const noteReply = reply?.intent === "note" ? reply : undefined;
  const text = (value: string | null) => value || <span className="text-fg-subtle">{copy.notGiven}</span>;
  const f = copy.fields;
  const details = [
    { term: f.received, detail: <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time> },
    { term: f.source, detail: leadSourceText(lead) },
    {
      term: f.email,
      detail: (
        <a href={`mailto:${lead.email}`} className="text-accent underline-offset-4 hover:underline">
          {lead.email}
        </a>
      ),
    },
    { term: f.company, detail: text(lead.company) },
    { term: f.phone, detail: text(lead.phone) },
    { term: f.service, detail: text(serviceLabel(lead.service, contactServiceOptions)) },
    {
      term: f.message,
      detail: lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : text(null),
    },
    { term: f.preferredDate, detail: text(lead.preferredDate) },
    { term: f.preferredTime, detail: text(lead.preferredTime) },
    { term: f.emailDomain, detail: text(lead.emailDomain) },
    { term: f.submissionId, detail: <code className="font-mono text-xs">{lead.submissionId}</code> },
    { term: f.updatedAt, detail: <time dateTime={lead.updatedAt}>{formatDateTime(lead.updatedAt)}</time> },
  ];
  return (
    <AccountPage
      title={lead.name}
      description={[lead.company, leadSourceText(lead)].filter(Boolean).join(" · ")}
      back={copy.back}
      actions={
        <a href={`mailto:${lead.email}`} className={buttonClass({ variant: "outline" })}>
          {copy.reply}
        </a>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsPanel
            title={copy.details}
            description={copy.detailsText}
            items={details}
            actions={
              <span>
                <LeadStatusPill status={lead.status} />
              </span>
            }
          />
          <Panel title={copy.timeline} description={copy.timelineText}>
            <LeadTimeline entries={timeline} />
          </Panel>
        </div>
        {/* On phones the forms come first: they are what an admin opens a lead for. */}
        <div className="flex flex-col gap-6 max-lg:order-first lg:sticky lg:top-6">
          <Panel id={STATUS_FORM} title={copy.pipeline} description={copy.pipelineText}>
            <Form method="post" action={`#${STATUS_FORM}`} aria-label={copy.pipeline} className="flex flex-col gap-4">
              {statusReply?.notice ? (
                <FormAlert tone="success" focusKey={statusReply}>
                  {statusReply.notice}
                </FormAlert>
              ) : null}
              {statusReply?.errors.status ? (
                <FormAlert tone="error" focusKey={statusReply}>
                  {statusReply.errors.status}
                </FormAlert>
              ) : null}
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
            <Form method="post" action={`#${NOTE_FORM}`} aria-label={copy.note} className="flex flex-col gap-4">
              {noteReply?.notice ? (
                <FormAlert tone="success" focusKey={noteReply}>
                  {noteReply.notice}
                </FormAlert>
              ) : null}
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
      </div>
    </AccountPage>
  );
}
