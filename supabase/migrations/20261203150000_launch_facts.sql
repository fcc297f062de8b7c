-- Issue 36 §1–§2 (ADR 079): the values that must be real before launch become records an admin
-- sets and confirms, and the launch checklist (/admin/launch) reads them.
--   * site_settings.crm_login_url: the CRM platform's sign-in page (none: the Login menu leaves the
--     link out), instead of the crm.example.com the content shipped.
--   * site_settings.audit_provider_user_id may be empty: the Worker's AUDIT_PROVIDER_USER_ID (set by
--     `npm run deploy`) is used then. The example id 100001 the first migration stored is cleared.
--   * The site-wide review figures (the specification's 4.9 over 284 reviews) and each office's
--     street address and review figures (public.offices), with where they can be checked and when
--     an admin confirmed them.

alter table public.site_settings
  add column crm_login_url text check (
    crm_login_url is null
    or (char_length(crm_login_url) <= 500 and crm_login_url ~ '^https://[A-Za-z0-9.-]+\.[A-Za-z]{2,}(:[0-9]{1,5})?(/[^[:space:]"<>]*)?$')
  ),
  add column company_review_rating numeric(2, 1) not null default 4.9 check (company_review_rating between 1 and 5),
  add column company_review_count integer not null default 284 check (company_review_count between 1 and 1000000),
  add column company_reviews_source_url text check (
    company_reviews_source_url is null
    or (char_length(company_reviews_source_url) <= 500 and company_reviews_source_url ~ '^https://[^[:space:]"<>]+$')
  ),
  add column company_reviews_confirmed_on date;

alter table public.site_settings
  drop constraint site_settings_audit_provider_user_id_check,
  add constraint site_settings_audit_provider_user_id_check
    check (audit_provider_user_id = '' or audit_provider_user_id ~ '^[A-Za-z0-9_-]{1,64}$');

update public.site_settings set audit_provider_user_id = '' where audit_provider_user_id = '100001';

grant update (
  crm_login_url, company_review_rating, company_review_count, company_reviews_source_url, company_reviews_confirmed_on
) on table public.site_settings to authenticated;

create table public.offices (
  key text primary key check (key ~ '^[a-z]{2,30}$'),
  site boolean not null default true references public.site_settings (id) on delete cascade
    constraint offices_one_site check (site),
  street_address text check (
    street_address is null or char_length(btrim(street_address)) between 3 and 120
  ),
  review_rating numeric(2, 1) not null check (review_rating between 1 and 5),
  review_count integer not null check (review_count between 1 and 1000000),
  review_source_url text check (
    review_source_url is null or (char_length(review_source_url) <= 500 and review_source_url ~ '^https://[^[:space:]"<>]+$')
  ),
  reviews_confirmed_on date,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);

comment on table public.offices is 'Each office''s street address and review figures, set and confirmed in /admin/proof.';

-- The specification's figures (app/content/offices-*.ts has the same): to be confirmed before launch.
insert into public.offices (key, review_rating, review_count) values
  ('tampa', 4.9, 203), ('miami', 4.8, 142), ('orlando', 4.7, 118), ('jacksonville', 4.7, 97),
  ('stpetersburg', 4.8, 89), ('cheyenne', 4.8, 156), ('casper', 4.7, 84), ('laramie', 4.9, 72),
  ('gillette', 4.6, 67), ('rocksprings', 4.6, 71), ('jackson', 4.9, 78), ('sheridan', 4.7, 69);

create trigger offices_stamp
  before update on public.offices
  for each row execute function public.stamp_site_settings();

alter table public.offices enable row level security;

revoke all on table public.offices from anon, authenticated;
grant select on table public.offices to anon, authenticated;
grant update (street_address, review_rating, review_count, review_source_url, reviews_confirmed_on)
  on table public.offices to authenticated;
grant all on table public.offices to service_role;

create policy "Anyone reads the offices"
  on public.offices for select
  to anon, authenticated
  using (true);

create policy "Admins change the offices"
  on public.offices for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
