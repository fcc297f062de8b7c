-- Watched projects (docs/product.md, "Watched projects"; issue 33, ADR 068): a customer asks for
-- their project to be checked daily or weekly; a Workers cron queues a sweep, which finds the
-- projects due (watch_status) and queues one message each; the queue's consumer runs the audit preview's engine and stores the
-- result in project_checks, one row per project per period whatever the retries (the unique key).
-- The owner reads their checks; only the Worker (service role) writes them.

alter table public.projects
  add column watch text check (watch in ('daily', 'weekly'));

grant update (watch) on table public.projects to authenticated;

-- At most 5 watched projects per account: the form says so first, the database holds the line.
create function public.projects_watch_cap()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- One count at a time per owner: two requests at once cannot both see 4 and make 6.
  perform pg_advisory_xact_lock(hashtext('projects_watch_cap:' || new.owner_id::text));
  if new.watch is not null
    and (tg_op = 'INSERT' or old.watch is null)
    and (select count(*) from public.projects p
         where p.owner_id = new.owner_id and p.watch is not null and p.id <> new.id) >= 5
  then
    raise exception 'An account may watch at most 5 projects.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger projects_watch_cap
  before insert or update of watch on public.projects
  for each row execute function public.projects_watch_cap();

create table public.project_checks (
  id bigint generated always as identity primary key,
  project_id uuid not null references public.projects (id) on delete cascade,
  -- The day ('2026-12-02') or ISO week ('2026-W49', UTC) the check belongs to.
  period text not null check (period ~ '^[0-9]{4}-([0-9]{2}-[0-9]{2}|W[0-9]{2})$'),
  status text not null check (status in ('ok', 'failed')),
  score integer check (score between 0 and 100),
  -- The preview's report (a few kilobytes), and what changed since the previous completed check.
  report jsonb check (report is null or octet_length(report::text) <= 65536),
  changes jsonb check (changes is null or octet_length(changes::text) <= 16384),
  -- The cron run it was due for: checks are ordered by it, so a check stored late (a sweep that
  -- waited out an outage) still takes its place in the history.
  scheduled_for timestamptz not null,
  -- Why a failed check failed (the preview's error: 'timeout', 'unreachable', …).
  error text check (char_length(error) <= 40),
  checked_at timestamptz not null default now(),
  constraint project_checks_once_per_period unique (project_id, period),
  -- A page that could not be fetched has no score, never a score of 0.
  constraint project_checks_failed_has_no_score check (status = 'ok' or score is null)
);

comment on table public.project_checks is 'Scheduled re-checks of watched projects, one per project per period.';

create index project_checks_project_idx on public.project_checks (project_id, scheduled_for desc);

alter table public.project_checks enable row level security;

revoke all on table public.project_checks from anon, authenticated;
grant select on table public.project_checks to authenticated;
grant select, insert, update, delete on table public.project_checks to service_role;

create policy "Owners read their projects' checks"
  on public.project_checks for select
  to authenticated
  using (exists (
    select 1 from public.projects p where p.id = project_id and p.owner_id = (select auth.uid())
  ));

create policy "Admins read every check"
  on public.project_checks for select
  to authenticated
  using ((select public.is_admin()));

-- Every watched project with the period of its latest check (the latest due), those checked longest
-- ago first. A sweep
-- (watch-queue.server.ts) reads the ones whose latest period is before the one due at the
-- cron's time, a bounded page per run (the rest the next run); only the service reads it.
create view public.watch_status
with (security_invoker = on)
as
select p.id as project_id, p.url, p.watch, latest.period as last_period, latest.checked_at as last_checked_at
from public.projects p
left join lateral (
  select c.period, c.checked_at
  from public.project_checks c
  where c.project_id = p.id
  order by c.scheduled_for desc
  limit 1
) latest on true
where p.watch is not null
order by latest.checked_at nulls first, p.created_at;

revoke all on table public.watch_status from anon, authenticated;
grant select on table public.watch_status to service_role;
