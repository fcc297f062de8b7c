-- Admin data is read only through a session that still exists. The database API checks an access
-- token's signature and expiry only, so after an admin logs out (which ends every session of the
-- account) the token kept working on admin data for up to jwt_expiry, 300 s (issue 35 §3). The
-- token names its session (`session_id`); auth.sessions loses the row at logout, and with it the
-- admin's reach. Every admin-data policy calls public.is_admin(), so the rule lives here, once.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
     and exists (
       select 1 from auth.sessions
       where id = nullif((select auth.jwt() ->> 'session_id'), '')::uuid
     )
     and exists (
       select 1 from public.profiles
       where id = (select auth.uid()) and role = 'admin'
     );
$$;

comment on function public.is_admin() is
  'True for an admin (profiles.role) whose session is at aal2 and still exists (not logged out). Policies on admin data use it; the role alone is read from the own profile row.';
