-- Admin data is read only by an admin whose session passed a second factor (aal2): a stolen
-- password alone opens no lead, request or other admin table. Every admin-data policy calls
-- public.is_admin(), so the requirement lives here, once, and covers tables added later.
-- Which menu a signed-in user gets is decided from their own profile row (the "Users can read
-- their own profile" policy), so an admin still sees the admin menu at aal1 and is asked for a
-- code when opening an admin page.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
     and exists (
       select 1 from public.profiles
       where id = (select auth.uid()) and role = 'admin'
     );
$$;

comment on function public.is_admin() is
  'True for an admin (profiles.role) whose session is at aal2. Policies on admin data use it; the role alone is read from the own profile row.';
