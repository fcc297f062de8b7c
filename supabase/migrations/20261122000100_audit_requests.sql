-- Audit requests: URLs submitted through the site's free audit form. Anyone may submit;
-- only admins read them; only the service role changes or removes them. No IP address is kept.

create table public.audit_requests (
  id bigint generated always as identity primary key,
  url text not null check (char_length(url) <= 2048),
  hostname text not null check (char_length(hostname) between 1 and 253),
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.audit_requests is 'Free SEO audit requests submitted on the site.';

create index audit_requests_created_at_idx on public.audit_requests (created_at desc);
create index audit_requests_user_id_idx on public.audit_requests (user_id);

alter table public.audit_requests enable row level security;

grant select, insert, update, delete on table public.audit_requests to anon, authenticated, service_role;

create policy "Anyone can submit an audit request"
  on public.audit_requests for insert
  to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "Admins can read audit requests"
  on public.audit_requests for select
  to authenticated
  using ((select public.is_admin()));

-- No update or delete policies: only the service role (which bypasses RLS) may do either.
