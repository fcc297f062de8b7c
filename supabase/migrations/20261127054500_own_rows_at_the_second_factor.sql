-- A user who enrolled a second factor reads and changes their own rows only from a session that
-- passed it (aal2), as the site's private pages already require (issue 24): a password alone, used
-- against the API directly, opens none of their projects, audit requests, sessions or profile
-- changes. A user without a verified factor is at aal1 by definition and keeps every right they had.
-- The policies are restrictive, so they narrow the existing ones and widen nothing. Admin data
-- already needs aal2 from every admin (public.is_admin()).

create function public.session_meets_own_assurance()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = (select auth.uid()) and f.status = 'verified'
      );
$$;

comment on function public.session_meets_own_assurance() is
  'True when the caller''s session is at aal2, or the caller has no verified factor to pass. Restrictive policies on a user''s own rows use it.';

revoke execute on function public.session_meets_own_assurance() from public, anon;
grant execute on function public.session_meets_own_assurance() to authenticated;

create policy "Own projects need the second factor once enrolled"
  on public.projects as restrictive for all
  to authenticated
  using ((select public.session_meets_own_assurance()))
  with check ((select public.session_meets_own_assurance()));

create policy "Own audit requests need the second factor once enrolled"
  on public.audit_requests as restrictive for select
  to authenticated
  using ((select public.session_meets_own_assurance()));

-- Reading the own profile stays open at aal1: it says which menu to show and that a code is due.
create policy "Profile changes need the second factor once enrolled"
  on public.profiles as restrictive for update
  to authenticated
  using ((select public.session_meets_own_assurance()))
  with check ((select public.session_meets_own_assurance()));

create or replace function private.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_seen_at timestamptz,
  user_agent text,
  aal text,
  is_current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    s.id,
    s.created_at,
    -- refreshed_at is kept in UTC without a time zone by the auth service.
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'utc'),
    s.user_agent,
    s.aal::text,
    s.id::text = coalesce((select auth.jwt() ->> 'session_id'), '')
  from auth.sessions s
  where s.user_id = (select auth.uid())
    and (s.not_after is null or s.not_after > now())
    and public.session_meets_own_assurance();
$$;
