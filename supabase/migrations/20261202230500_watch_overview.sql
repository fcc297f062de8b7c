-- The admin's view of watched projects (/admin/audits, issue 33, ADR 068): every watched project
-- with its latest check, its checks of the last 30 days that completed and failed, and whether it
-- is overdue (its latest check, or its watching, older than its period and two hourly runs: a
-- check the schedule skipped). Admins only: projects are their owners' alone, so a
-- security-definer function in the unexposed schema reads them for an admin and for nobody else,
-- and a security-invoker view presents it.

create function private.watch_overview()
returns table (
  project_id uuid,
  name text,
  url text,
  watch text,
  last_checked_at timestamptz,
  last_status text,
  last_score integer,
  completed_30d integer,
  failed_30d integer,
  overdue boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    p.id,
    p.name,
    p.url,
    p.watch,
    latest.checked_at,
    latest.status,
    latest.score,
    (select count(*)::int from public.project_checks c
      where c.project_id = p.id and c.status = 'ok' and c.checked_at > now() - interval '30 days'),
    (select count(*)::int from public.project_checks c
      where c.project_id = p.id and c.status = 'failed' and c.checked_at > now() - interval '30 days'),
    coalesce(latest.checked_at, p.updated_at)
      < now() - (case p.watch when 'daily' then interval '1 day' else interval '7 days' end) - interval '2 hours'
  from public.projects p
  left join lateral (
    select c.checked_at, c.status, c.score
    from public.project_checks c
    where c.project_id = p.id
    order by c.checked_at desc
    limit 1
  ) latest on true
  where p.watch is not null
    and (select public.is_admin());
$$;

revoke execute on function private.watch_overview() from public, anon;
grant execute on function private.watch_overview() to authenticated;

create view public.watch_overview
with (security_invoker = on)
as
select * from private.watch_overview()
order by overdue desc, last_checked_at nulls first;

revoke all on table public.watch_overview from anon, authenticated;
grant select on table public.watch_overview to authenticated;
