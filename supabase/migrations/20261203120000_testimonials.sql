-- Issue 36 §1: the testimonials the site shows are records the company enters in /admin/proof, not
-- text in the code. A production database starts with none, and then the site shows no carousel and
-- no plan quote (ADR 074); the local seed holds illustrative ones, marked so and labelled on the page.
--
-- Each row belongs to the one site_settings row (`site`), so the public pages' one settings read
-- embeds the published ones (app/lib/site/settings.server.ts): no second query per page.

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  site boolean not null default true references public.site_settings (id) on delete cascade
    constraint testimonials_one_site check (site),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  role text not null default '' check (char_length(role) <= 80),
  company text not null default '' check (char_length(company) <= 80),
  quote text not null check (char_length(btrim(quote)) between 20 and 600),
  -- A picture the company hosts: a path on the site or an https address (its storage bucket).
  photo_url text check (
    photo_url is null
    or (char_length(photo_url) <= 500 and (photo_url ~ '^/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$' or photo_url ~ '^https://[^[:space:]"<>]+$'))
  ),
  rating smallint not null check (rating between 1 and 5),
  -- When the client agreed to be quoted, and where the words can be checked (a review, an email kept).
  consent_date date,
  source_url text check (source_url is null or (char_length(source_url) <= 500 and source_url ~ '^https://[^[:space:]"<>]+$')),
  -- The plan card that quotes it (app/content/pricing*.ts ids), or none: the carousel only.
  plan_id text check (plan_id is null or plan_id ~ '^[a-z0-9-]{1,40}$'),
  -- Written by the team for the local demo, shown with "Illustrative example" instead of a name's stars.
  illustrative boolean not null default false,
  published boolean not null default false,
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null,
  -- A client's words go on the site only with their consent on record.
  constraint testimonials_published_with_consent check (not published or illustrative or consent_date is not null)
);

comment on table public.testimonials is 'Client testimonials managed in /admin/proof; the public reads the published ones.';

create index testimonials_published_position on public.testimonials (position, created_at) where published;
-- One quote per plan card among the published.
create unique index testimonials_one_per_plan on public.testimonials (plan_id) where published and plan_id is not null;

create function public.stamp_testimonial()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger testimonials_stamp
  before insert or update on public.testimonials
  for each row execute function public.stamp_testimonial();

alter table public.testimonials enable row level security;

-- Anyone may read the published rows (row-level security below). Admins write the fields of the
-- form; `illustrative` (which waives the consent rule) and the row's identity are the seed's and the
-- service role's alone.
revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon, authenticated;
grant insert (
  name, role, company, quote, photo_url, rating, consent_date, source_url, plan_id, published, position
) on table public.testimonials to authenticated;
grant update (
  name, role, company, quote, photo_url, rating, consent_date, source_url, plan_id, published, position
) on table public.testimonials to authenticated;
grant delete on table public.testimonials to authenticated;
grant all on table public.testimonials to service_role;

create policy "Anyone reads the published testimonials"
  on public.testimonials for select
  to anon, authenticated
  using (published or (select public.is_admin()));

create policy "Admins add testimonials"
  on public.testimonials for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins change testimonials"
  on public.testimonials for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete testimonials"
  on public.testimonials for delete
  to authenticated
  using ((select public.is_admin()));
