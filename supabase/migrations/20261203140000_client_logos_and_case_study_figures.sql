-- Issue 36 §1, after the testimonials (ADR 074, 078): client logos and the figures of a case study,
-- with the client they are of, are records the company enters in /admin/proof. A production database
-- starts with none: no logo strip, and a case study shows no client and no figure (ADR 078).
--
-- Each row belongs to the one site_settings row (`site`), so the public pages' one settings read
-- embeds the published ones, as it does the testimonials: no second query per page.

create table public.client_logos (
  id uuid primary key default gen_random_uuid(),
  site boolean not null default true references public.site_settings (id) on delete cascade
    constraint client_logos_one_site check (site),
  -- The client's name: the image's text alternative.
  name text not null check (char_length(btrim(name)) between 1 and 80),
  -- An image the company hosts: a path on the site or an https address (its storage bucket).
  image_url text not null check (
    char_length(image_url) <= 500
    and (image_url ~ '^/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$' or image_url ~ '^https://[^[:space:]"<>]+$')
  ),
  link_url text check (link_url is null or (char_length(link_url) <= 500 and link_url ~ '^https://[^[:space:]"<>]+$')),
  published boolean not null default false,
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);

comment on table public.client_logos is 'Client logos managed in /admin/proof; the public reads the published ones.';

create index client_logos_published_position on public.client_logos (position, created_at) where published;

-- One measured result of a case study (app/content/case-studies.ts slugs), with the client it is of.
create table public.case_study_figures (
  id uuid primary key default gen_random_uuid(),
  site boolean not null default true references public.site_settings (id) on delete cascade
    constraint case_study_figures_one_site check (site),
  case_study text not null check (case_study ~ '^[a-z0-9-]{1,80}$'),
  -- The client the case study is of, as they agreed to be named.
  client_name text not null check (char_length(btrim(client_name)) between 1 and 80),
  label text not null check (char_length(btrim(label)) between 1 and 40),
  -- A percentage (0 to 100, its change in points), or an index or count (its change in per cent).
  unit text not null check (unit in ('percent', 'index')),
  before integer not null check (before between 0 and 1000000000),
  after integer not null check (after between 0 and 1000000000),
  consent_date date,
  -- Written by the team for the local demo, labelled "Illustrative example" on the page.
  illustrative boolean not null default false,
  published boolean not null default false,
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null,
  constraint case_study_figures_percent check (unit <> 'percent' or (before <= 100 and after <= 100)),
  -- An index's change is relative to where it started, so it cannot start at 0.
  constraint case_study_figures_index check (unit <> 'index' or before > 0),
  -- A client's results go on the site only with their consent on record.
  constraint case_study_figures_published_with_consent check (not published or illustrative or consent_date is not null)
);

comment on table public.case_study_figures is 'Case studies'' clients and figures, managed in /admin/proof; the public reads the published ones.';

create index case_study_figures_published on public.case_study_figures (case_study, position, created_at) where published;

-- The testimonials' stamp: when and by whom a row last changed.
create trigger client_logos_stamp
  before insert or update on public.client_logos
  for each row execute function public.stamp_testimonial();

create trigger case_study_figures_stamp
  before insert or update on public.case_study_figures
  for each row execute function public.stamp_testimonial();

alter table public.client_logos enable row level security;
alter table public.case_study_figures enable row level security;

-- Anyone may read the published rows (row-level security below). Admins write the fields of the
-- forms; `illustrative` and a row's identity are the seed's and the service role's alone.
revoke all on table public.client_logos from anon, authenticated;
grant select on table public.client_logos to anon, authenticated;
grant insert (name, image_url, link_url, published, position) on table public.client_logos to authenticated;
grant update (name, image_url, link_url, published, position) on table public.client_logos to authenticated;
grant delete on table public.client_logos to authenticated;
grant all on table public.client_logos to service_role;

revoke all on table public.case_study_figures from anon, authenticated;
grant select on table public.case_study_figures to anon, authenticated;
grant insert (
  case_study, client_name, label, unit, before, after, consent_date, published, position
) on table public.case_study_figures to authenticated;
grant update (
  case_study, client_name, label, unit, before, after, consent_date, published, position
) on table public.case_study_figures to authenticated;
grant delete on table public.case_study_figures to authenticated;
grant all on table public.case_study_figures to service_role;

create policy "Anyone reads the published client logos"
  on public.client_logos for select
  to anon, authenticated
  using (published or (select public.is_admin()));

create policy "Admins add client logos"
  on public.client_logos for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins change client logos"
  on public.client_logos for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete client logos"
  on public.client_logos for delete
  to authenticated
  using ((select public.is_admin()));

create policy "Anyone reads the published case study figures"
  on public.case_study_figures for select
  to anon, authenticated
  using (published or (select public.is_admin()));

create policy "Admins add case study figures"
  on public.case_study_figures for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins change case study figures"
  on public.case_study_figures for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete case study figures"
  on public.case_study_figures for delete
  to authenticated
  using ((select public.is_admin()));
