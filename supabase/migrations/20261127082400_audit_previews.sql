-- The audit preview (issue 22, ADR 046): what the site found on an audited page, kept with the
-- request. `preview_id` is the report's address (/audit/preview/{preview_id}): random, so knowing
-- it is the right to read it, for seven days (the Worker reads it with the service role).
-- Older requests have none. A lead sent from a report ("Email me this report") names its audit.

alter table public.audit_requests
  add column preview_id uuid constraint audit_requests_preview_id_key unique,
  add column report jsonb constraint audit_requests_report_is_object check (report is null or jsonb_typeof(report) = 'object'),
  add column score smallint constraint audit_requests_score_range check (score between 0 and 100),
  add column reported_at timestamptz,
  -- A report is at most a few kilobytes; a larger one is not the Worker's.
  add constraint audit_requests_report_size check (report is null or octet_length(report::text) <= 65536);

alter table public.leads drop constraint leads_kind_check;
alter table public.leads
  add constraint leads_kind_check check (kind in ('contact', 'demo', 'widget', 'audit')),
  -- No foreign key: while the database is down the lead and its audit wait on the queue, and
  -- either may be stored first.
  add column audit_preview_id uuid;

create index leads_audit_preview_id_idx on public.leads (audit_preview_id) where audit_preview_id is not null;

-- The admin's list of audits: the score and the report's findings, and how often the domain was audited.
create or replace view public.audit_request_overview with (security_invoker = true) as
  select a.id, a.url, a.hostname, a.domain, a.user_id, a.project_id, a.created_at,
    (select l.id from public.leads l where l.email_domain = a.domain order by l.created_at desc limit 1)
      as matching_lead_id,
    a.preview_id, a.score, a.report, a.reported_at,
    (select count(*)::int from public.audit_requests b where b.domain = a.domain) as domain_audits
  from public.audit_requests a;
