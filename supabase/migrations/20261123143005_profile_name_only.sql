-- A signed-in user may change their full name and nothing else on their profile (before, every
-- column but role: created_at and updated_at included). Nobody but the service role inserts or
-- deletes profiles (the sign-up trigger creates them). Reads stay as they were: row-level security
-- shows a user their own row, an admin every row, a visitor none.

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to anon, authenticated;
grant update (full_name) on table public.profiles to authenticated;
grant select, insert, update, delete on table public.profiles to service_role;
