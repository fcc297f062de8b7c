-- Leads: contact and demo-booking requests sent through the site's forms. Anyone may submit;
-- only admins read them; only the service role changes or removes them. No IP address is kept.

create table public.leads (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('contact', 'demo')),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254 and email like '%_@_%'),
  company text check (char_length(company) <= 160),
  phone text check (char_length(phone) <= 40),
  service text check (char_length(service) <= 60),
  message text check (char_length(message) <= 4000),
  -- Demo bookings only: the day and part of the day the visitor prefers.
  preferred_date date,
  preferred_time text check (preferred_time in ('morning', 'afternoon')),
  created_at timestamptz not null default now(),
  constraint leads_demo_has_slot check (kind <> 'demo' or (preferred_date is not null and preferred_time is not null))
);

comment on table public.leads is 'Contact and demo-booking requests submitted on the site.';

create index leads_created_at_idx on public.leads (created_at desc);

alter table public.leads enable row level security;

-- Supabase's default privileges give anon and authenticated every right on new tables; narrow
-- them so the grants say the same as the policies: visitors and signed-in users may only add
-- rows, and admins (a policy below) may read them.
revoke all on table public.leads from anon, authenticated;
grant insert on table public.leads to anon, authenticated;
grant select on table public.leads to authenticated;
grant select, insert, update, delete on table public.leads to service_role;

create policy "Anyone can submit a lead"
  on public.leads for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read leads"
  on public.leads for select
  to authenticated
  using ((select public.is_admin()));

-- No update or delete policies or grants: only the service role (which bypasses RLS) may do either.
