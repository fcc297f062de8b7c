import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { FormAlert } from "~/components/forms/form-alert";
import { leadInboxMessages, leadSourceLabels, leadStatusLabels } from "~/content/leads";
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

/** One lead: every field, its status, its notes and its timeline. Queries: 1. */
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

/** Minimal markup: the designed page replaces it, keeping the forms' field names and intents. */
export default function LeadPage() {
  const { lead, notes, timeline } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const statusReply = reply?.intent === "status" ? reply : undefined;
  const noteReply = reply?.intent === "note" ? reply : undefined;
  const fields: Array<[string, string | null]> = [
    ["Received", lead.createdAt],
    ["Source", lead.widget ? `${leadSourceLabels[lead.source]}: ${lead.widget.name}` : leadSourceLabels[lead.source]],
    ["Email", lead.email],
    ["Company", lead.company],
    ["Phone", lead.phone],
    ["Service", lead.service],
    ["Message", lead.message],
    ["Preferred date", lead.preferredDate],
    ["Preferred time", lead.preferredTime],
    ["Email domain", lead.emailDomain],
    ["Submission id", lead.submissionId],
  ];
  return (
    <AccountPage title={lead.name}>
      <p>
        <Link to="/admin/leads">All leads</Link>
      </p>
      <dl>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" aria-label="Pipeline">
        {statusReply?.notice ? <FormAlert tone="success">{statusReply.notice}</FormAlert> : null}
        {statusReply?.errors.status ? <FormAlert tone="error">{statusReply.errors.status}</FormAlert> : null}
        <input type="hidden" name="intent" value="status" />
        <label>
          Status{" "}
          <select name="status" defaultValue={lead.status} key={lead.status}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>{" "}
        <button type="submit">Save status</button>
      </Form>
      <Form method="post" aria-label="Internal note">
        {noteReply?.notice ? <FormAlert tone="success">{noteReply.notice}</FormAlert> : null}
        {noteReply?.errors.body ? <FormAlert tone="error">{noteReply.errors.body}</FormAlert> : null}
        <input type="hidden" name="intent" value="note" />
        <label>
          Note <textarea name="body" defaultValue={noteReply?.values.body} maxLength={4000} />
        </label>{" "}
        <button type="submit">Add note</button>
      </Form>
      <h2>Timeline</h2>
      <ol aria-label="Timeline">
        {timeline.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{entry.at}</time> {entry.actor ?? "The site"}:{" "}
            {entry.kind === "received"
              ? `received as ${leadStatusLabels[entry.status]}`
              : entry.kind === "status"
                ? `${leadStatusLabels[entry.from]} → ${leadStatusLabels[entry.to]}`
                : `note: ${entry.note ?? ""}`}
          </li>
        ))}
      </ol>
      <h2>Notes</h2>
      <ul aria-label="Notes">
        {notes.map((note) => (
          <li key={note.id}>
            {note.body} ({note.author ?? "unknown"}, {note.createdAt})
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
