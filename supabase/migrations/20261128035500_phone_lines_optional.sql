-- Phone lines are the company's to enter (docs/decisions/052): the specification gives no numbers,
-- so a line may be empty, which the site shows nowhere. A number has 7 to 15 digits as people write
-- them (app/lib/site/settings-schema.ts says the same). The fictional 555-01xx numbers the first
-- migration seeded are cleared; numbers an admin entered stay.

alter table public.site_settings
  drop constraint site_settings_phone_toll_free_check,
  drop constraint site_settings_phone_tampa_check,
  drop constraint site_settings_phone_miami_check,
  drop constraint site_settings_phone_wyoming_check;

create function public.is_phone_line(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = ''
    or (value ~ '^\+?[0-9 ().-]{7,40}$'
        and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 7 and 15);
$$;

comment on function public.is_phone_line(text) is 'A site phone line: empty (not shown) or 7 to 15 digits.';

update public.site_settings set
  phone_toll_free = case when phone_toll_free = '(888) 555-0100' then '' else phone_toll_free end,
  phone_tampa = case when phone_tampa = '(813) 555-0101' then '' else phone_tampa end,
  phone_miami = case when phone_miami = '(305) 555-0102' then '' else phone_miami end,
  phone_wyoming = case when phone_wyoming = '(307) 555-0103' then '' else phone_wyoming end;

alter table public.site_settings
  add constraint site_settings_phone_toll_free_check check (public.is_phone_line(phone_toll_free)),
  add constraint site_settings_phone_tampa_check check (public.is_phone_line(phone_tampa)),
  add constraint site_settings_phone_miami_check check (public.is_phone_line(phone_miami)),
  add constraint site_settings_phone_wyoming_check check (public.is_phone_line(phone_wyoming));
