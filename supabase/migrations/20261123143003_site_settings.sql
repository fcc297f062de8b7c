-- Site settings shown on the public pages (promo banner, phone numbers, contact email) and the
-- audit provider's account id: one row, read by anyone, changed by admins (/admin/settings).
-- The values below are the content defaults the site shows when the database cannot be reached
-- (app/lib/site/settings-defaults.ts); keep the two in step.

create table public.site_settings (
  id boolean primary key default true constraint site_settings_single_row check (id),
  promo_text text not null check (char_length(promo_text) between 1 and 200),
  promo_enabled boolean not null default true,
  phone_toll_free text not null check (phone_toll_free ~ '^\+?[0-9 ().-]{7,40}$'),
  phone_tampa text not null check (phone_tampa ~ '^\+?[0-9 ().-]{7,40}$'),
  phone_miami text not null check (phone_miami ~ '^\+?[0-9 ().-]{7,40}$'),
  phone_wyoming text not null check (phone_wyoming ~ '^\+?[0-9 ().-]{7,40}$'),
  audit_provider_user_id text not null check (audit_provider_user_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  contact_email text not null check (char_length(contact_email) between 3 and 254 and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);

comment on table public.site_settings is 'The one row of site-wide settings edited in /admin/settings.';

insert into public.site_settings (
  promo_text, promo_enabled, phone_toll_free, phone_tampa, phone_miami, phone_wyoming,
  audit_provider_user_id, contact_email
) values (
  '30-Day Free Trial on every DIY plan. Free SEO audit, no login required.', true,
  '(888) 555-0100', '(813) 555-0101', '(305) 555-0102', '(307) 555-0103',
  '100001', 'hello@rankwell.com'
);

create function public.stamp_site_settings()
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

create trigger site_settings_stamp
  before update on public.site_settings
  for each row execute function public.stamp_site_settings();

alter table public.site_settings enable row level security;

revoke all on table public.site_settings from anon, authenticated;
grant select on table public.site_settings to anon, authenticated;
grant update (
  promo_text, promo_enabled, phone_toll_free, phone_tampa, phone_miami, phone_wyoming,
  audit_provider_user_id, contact_email
) on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;

create policy "Anyone reads the site settings"
  on public.site_settings for select
  to anon, authenticated
  using (true);

create policy "Admins change the site settings"
  on public.site_settings for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
