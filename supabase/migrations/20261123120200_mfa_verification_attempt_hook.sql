-- Guards on two-factor codes, run by the auth service itself as its "MFA verification attempt"
-- hook (Postgres function), so that they hold for every caller, the site or the API directly:
-- - five wrong codes in a row lock the factor for five minutes: the fifth and every attempt
--   during the lock, right or wrong, are rejected (the auth service then also ends the user's
--   sessions), with a message saying when to try again;
-- - a code is accepted once: a right code is refused while a code it could repeat is still
--   valid (the auth service accepts codes one 30-second step either side of now, so until two
--   steps after the last accepted one).
-- Hosted project: Authentication > Hooks > "MFA verification attempt" > Postgres function
-- public.hook_mfa_verification_attempt (the local stand-in calls it by default).

create table public.mfa_attempts (
  factor_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failures integer not null default 0 check (failures >= 0),
  last_failed_at timestamptz,
  last_accepted_at timestamptz
);

comment on table public.mfa_attempts is
  'Per MFA factor: wrong codes in a row and the last accepted code, for public.hook_mfa_verification_attempt.';

alter table public.mfa_attempts enable row level security;
revoke all on table public.mfa_attempts from anon, authenticated;

create function public.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_failures constant integer := 5;
  lock_time constant interval := interval '5 minutes';
  step constant double precision := 30;
  v_factor uuid := (event ->> 'factor_id')::uuid;
  v_valid boolean := coalesce((event ->> 'valid')::boolean, false);
  v_state public.mfa_attempts;
  v_minutes integer;
begin
  insert into public.mfa_attempts (factor_id, user_id)
  values (v_factor, (event ->> 'user_id')::uuid)
  on conflict (factor_id) do nothing;
  select * into v_state from public.mfa_attempts where factor_id = v_factor for update;

  if v_state.failures >= max_failures and v_state.last_failed_at + lock_time <= now() then
    update public.mfa_attempts set failures = 0 where factor_id = v_factor;
    v_state.failures := 0;
  end if;

  if not v_valid and v_state.failures < max_failures then
    update public.mfa_attempts set failures = failures + 1, last_failed_at = now()
    where factor_id = v_factor
    returning * into v_state;
  end if;

  if v_state.failures >= max_failures then
    v_minutes := greatest(1, ceil(extract(epoch from v_state.last_failed_at + lock_time - now()) / 60)::integer);
    return jsonb_build_object(
      'decision', 'reject',
      'message', format('Too many wrong codes. Two-step sign-in is locked for %s minute%s; please try again then.',
                        v_minutes, case when v_minutes = 1 then '' else 's' end)
    );
  end if;

  if not v_valid then
    return jsonb_build_object('decision', 'continue');
  end if;

  if v_state.last_accepted_at is not null
     and floor(extract(epoch from now()) / step) <= floor(extract(epoch from v_state.last_accepted_at) / step) + 2 then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 422,
      'message', 'This code was already used. Wait for the next code in your authenticator app and enter that one.'
    ));
  end if;

  update public.mfa_attempts set failures = 0, last_accepted_at = now() where factor_id = v_factor;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated;

-- The hosted auth service runs hooks as supabase_auth_admin, a role the local stand-in lacks.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
