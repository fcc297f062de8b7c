-- The signed-in user's own sessions (auth.sessions), for the profile page's session list:
-- when each was opened, when it was last used, the browser it came from, its assurance level,
-- and which one is the caller's. Nobody sees another user's sessions; visitors see nothing.
-- auth.sessions belongs to the auth service, so a security-definer function in a schema the
-- API does not expose reads it, and a security-invoker view in public presents it.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create function private.my_sessions()
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
    and (s.not_after is null or s.not_after > now());
$$;

revoke execute on function private.my_sessions() from public, anon;
grant execute on function private.my_sessions() to authenticated;

create view public.my_sessions
with (security_invoker = on)
as select * from private.my_sessions();

comment on view public.my_sessions is 'The caller''s own auth sessions (none for visitors).';

revoke all on table public.my_sessions from anon, authenticated;
grant select on table public.my_sessions to authenticated;
