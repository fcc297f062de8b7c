-- During a factor's lockout (five wrong codes, five minutes; 20261123120200) an attempt, even with
-- the right code, was answered "reject", and the auth service ends every session of the user on a
-- reject: whoever had the password could keep the owner signed out by trying (issue 24). Now only
-- the attempt that locks the factor rejects; later ones during the lock get a 429 with the same
-- message and end nothing. The function keeps its name, grants and hook configuration.

create or replace function public.hook_mfa_verification_attempt(event jsonb)
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
  v_was_locked boolean;
begin
  insert into public.mfa_attempts (factor_id, user_id)
  values (v_factor, (event ->> 'user_id')::uuid)
  on conflict (factor_id) do nothing;
  select * into v_state from public.mfa_attempts where factor_id = v_factor for update;

  if v_state.failures >= max_failures and v_state.last_failed_at + lock_time <= now() then
    update public.mfa_attempts set failures = 0 where factor_id = v_factor;
    v_state.failures := 0;
  end if;

  v_was_locked := v_state.failures >= max_failures;

  if not v_valid and v_state.failures < max_failures then
    update public.mfa_attempts set failures = failures + 1, last_failed_at = now()
    where factor_id = v_factor
    returning * into v_state;
  end if;

  if v_state.failures >= max_failures then
    v_minutes := greatest(1, ceil(extract(epoch from v_state.last_failed_at + lock_time - now()) / 60)::integer);
    -- The attempt that locks the factor ends the owner's sessions (someone may be guessing); one
    -- made while it is locked is refused and nothing more, so whoever knows the password cannot
    -- keep the owner signed out by trying again and again.
    if v_was_locked then
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 429,
        'message', format('Too many wrong codes. Two-step sign-in is locked for %s minute%s; please try again then.',
                          v_minutes, case when v_minutes = 1 then '' else 's' end)
      ));
    end if;
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
