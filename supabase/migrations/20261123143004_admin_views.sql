-- Read models of the admin pages. Every view is security_invoker, so the caller's own grants and
-- row-level security apply to the tables underneath (an admin sees everything, a user only their
-- own audit requests and no leads, a visitor nothing). Days are UTC calendar days.

-- Leads per day by source and status (analytics: leads per day by source, leads by status).
create view public.lead_daily_counts with (security_invoker = true) as
  select (l.created_at at time zone 'UTC')::date as day, l.kind as source, l.status, count(*)::int as leads
  from public.leads l
  group by 1, 2, 3;

-- Audits per day.
create view public.audit_daily_counts with (security_invoker = true) as
  select (a.created_at at time zone 'UTC')::date as day, count(*)::int as audits
  from public.audit_requests a
  group by 1;

-- The most audited domains over the last 7, 30 and 90 days (today included).
create view public.audit_top_domains with (security_invoker = true) as
  select p.days as period_days, a.domain, count(*)::int as audits, max(a.created_at) as last_audited_at
  from (values (7), (30), (90)) as p (days)
  join public.audit_requests a
    on a.created_at >= (date_trunc('day', now() at time zone 'UTC') - make_interval(days => p.days - 1)) at time zone 'UTC'
  group by p.days, a.domain;

-- Audit requests with the newest lead whose email domain is the audited domain, if any.
create view public.audit_request_overview with (security_invoker = true) as
  select a.id, a.url, a.hostname, a.domain, a.user_id, a.project_id, a.created_at,
    (select l.id from public.leads l where l.email_domain = a.domain order by l.created_at desc limit 1)
      as matching_lead_id
  from public.audit_requests a;

revoke all on table public.lead_daily_counts, public.audit_daily_counts, public.audit_top_domains,
  public.audit_request_overview from anon, authenticated;
grant select on table public.lead_daily_counts, public.audit_daily_counts, public.audit_top_domains,
  public.audit_request_overview to authenticated, service_role;
