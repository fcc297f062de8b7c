-- The lead inbox: a status pipeline, widget leads, an idempotency key for queued submissions, the
-- email's domain (to match audited sites), internal notes and a timeline written by triggers.
-- Leads are now written only by the Worker with the service role: anon and authenticated lose
-- their direct inserts (anyone holding the public key could post 50 rows in one request).

alter table public.leads drop constraint leads_kind_check;

alter table public.leads
  add constraint leads_kind_check check (kind in ('contact', 'demo', 'widget')),
  add column status text not null default 'new'
    constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column widget_id uuid references public.widgets (id) on delete set null,
  -- Made by the Worker when the form is sent; a queued retry of the same submission never
  -- stores it twice (insert … on conflict (submission_id) do nothing).
  add column submission_id uuid not null default gen_random_uuid()
    constraint leads_submission_id_key unique,
  add column email_domain text generated always as (lower(substring(email from '@([^@]+)$'))) stored,
  add column updated_at timestamptz not null default now();

drop index if exists public.leads_created_at_idx;
create index leads_created_at_id_idx on public.leads (created_at desc, id desc);
create index leads_status_idx on public.leads (status);
create index leads_email_domain_idx on public.leads (email_domain);
create index leads_widget_id_idx on public.leads (widget_id);

create trigger leads_set_updated_at
  before update on public.leads
  for each row execute function public.set_updated_at();

drop policy "Anyone can submit a lead" on public.leads;
drop policy "Admins can read leads" on public.leads;

revoke all on table public.leads from anon, authenticated;
grant select on table public.leads to authenticated;
grant update (status) on table public.leads to authenticated;
grant select, insert, update, delete on table public.leads to service_role;

-- The one admin rule of this table (the grants decide the verbs: read, and change the status).
create policy "Admins manage leads"
  on public.leads for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Internal notes on a lead, by admins; never edited (only the service role may).
create table public.lead_notes (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now()
);

comment on table public.lead_notes is 'Internal notes admins add to a lead.';

create index lead_notes_lead_id_idx on public.lead_notes (lead_id, created_at);

alter table public.lead_notes enable row level security;

revoke all on table public.lead_notes from anon, authenticated;
grant select on table public.lead_notes to authenticated;
grant insert (lead_id, body) on table public.lead_notes to authenticated;
grant select, insert, update, delete on table public.lead_notes to service_role;

create policy "Admins manage lead notes"
  on public.lead_notes for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()) and author_id = (select auth.uid()));

-- The timeline: who did what to a lead, and when. Written only by the triggers below (security
-- definer), read by admins, changed by no one but the service role.
create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null check (kind in ('received', 'status', 'note')),
  from_status text,
  to_status text,
  note_id bigint references public.lead_notes (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint lead_events_status_has_both check (kind <> 'status' or (from_status is not null and to_status is not null))
);

comment on table public.lead_events is 'Timeline of each lead: received, status changes and notes, with the acting user.';

create index lead_events_lead_id_idx on public.lead_events (lead_id, created_at);

alter table public.lead_events enable row level security;

revoke all on table public.lead_events from anon, authenticated;
grant select on table public.lead_events to authenticated;
grant select, insert, update, delete on table public.lead_events to service_role;

create policy "Admins read lead events"
  on public.lead_events for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The acting user is auth.uid(): the admin whose session made the change, or null for the
-- Worker's service-role writes and the SQL editor.
create function public.lead_event_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, actor_id, kind, to_status, created_at)
  values (new.id, (select auth.uid()), 'received', new.status, new.created_at);
  return null;
end;
$$;

create function public.lead_event_on_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, actor_id, kind, from_status, to_status)
  values (new.id, (select auth.uid()), 'status', old.status, new.status);
  return null;
end;
$$;

create function public.lead_event_on_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, actor_id, kind, note_id, created_at)
  values (new.lead_id, new.author_id, 'note', new.id, new.created_at);
  return null;
end;
$$;

revoke execute on function public.lead_event_on_insert() from public, anon, authenticated;
revoke execute on function public.lead_event_on_status() from public, anon, authenticated;
revoke execute on function public.lead_event_on_note() from public, anon, authenticated;

create trigger leads_event_received
  after insert on public.leads
  for each row execute function public.lead_event_on_insert();

create trigger leads_event_status
  after update of status on public.leads
  for each row when (old.status is distinct from new.status)
  execute function public.lead_event_on_status();

create trigger lead_notes_event
  after insert on public.lead_notes
  for each row execute function public.lead_event_on_note();

-- Leads already stored before this migration get their "received" entry.
insert into public.lead_events (lead_id, kind, to_status, created_at)
select id, 'received', status, created_at from public.leads;
