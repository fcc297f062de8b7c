-- Customers' own projects (/dashboard, /project/{id}) and audits recorded against them. Each user
-- sees and changes only their own projects; another user's project is invisible (a 404 page),
-- whatever the loader does. Audit requests are now written only by the Worker (service role),
-- and a user reads their own.

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  url text not null check (char_length(url) <= 2048 and url ~* '^https?://[^[:space:]]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.projects is 'Websites a signed-in customer follows in their dashboard.';

create index projects_owner_id_idx on public.projects (owner_id, created_at);

create trigger projects_set_updated_at
  before update on public.projects
  for each row execute function public.set_updated_at();

alter table public.projects enable row level security;

revoke all on table public.projects from anon, authenticated;
grant select, delete on table public.projects to authenticated;
grant insert (name, url), update (name, url) on table public.projects to authenticated;
grant select, insert, update, delete on table public.projects to service_role;

create policy "Owners manage their projects"
  on public.projects for all
  to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

alter table public.audit_requests
  add column project_id uuid references public.projects (id) on delete set null,
  -- The audited site without a leading www., to match a lead's email domain.
  add column domain text generated always as (regexp_replace(hostname, '^www\.', '')) stored;

create index audit_requests_project_id_idx on public.audit_requests (project_id, created_at desc);
create index audit_requests_domain_idx on public.audit_requests (domain);

drop policy "Anyone can submit an audit request" on public.audit_requests;
revoke insert on table public.audit_requests from anon, authenticated;
grant select, insert, update, delete on table public.audit_requests to service_role;

create policy "Users read their own audit requests"
  on public.audit_requests for select
  to authenticated
  using (user_id = (select auth.uid()));
