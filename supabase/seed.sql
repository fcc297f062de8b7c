-- Local demo data, loaded once into a new local database (and usable on a hosted project:
-- `supabase db reset` or the SQL editor). Passwords are hashed with pgcrypto's bcrypt, which
-- hosted Supabase keeps in the `extensions` schema, at cost 10 like every password the auth
-- service hashes (gen_salt's default, 6, would make these accounts measurably faster to check).
--   admin@example.com / admin-demo-password  (profile role admin)
--   user@example.com  / user-demo-password   (profile role user)

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'admin@example.com',
    extensions.crypt('admin-demo-password', extensions.gen_salt('bf', 10)), now(),
    '{"provider":"email","providers":["email"]}',
    '{"full_name":"Ada Admin","email":"admin@example.com","email_verified":true,"phone_verified":false,"sub":"a0000000-0000-4000-8000-000000000001"}',
    now(), now(), '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002',
    'authenticated', 'authenticated', 'user@example.com',
    extensions.crypt('user-demo-password', extensions.gen_salt('bf', 10)), now(),
    '{"provider":"email","providers":["email"]}',
    '{"full_name":"Uma User","email":"user@example.com","email_verified":true,"phone_verified":false,"sub":"a0000000-0000-4000-8000-000000000002"}',
    now(), now(), '', '', '', ''
  );

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u
where u.id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002');

-- The profiles were created by the on_auth_user_created trigger; promote the admin.
update public.profiles set role = 'admin' where id = 'a0000000-0000-4000-8000-000000000001';

-- Two sample audit requests for the admin area.
insert into public.audit_requests (url, hostname, user_id, created_at) values
  ('https://example.org/', 'example.org', null, now() - interval '2 days'),
  ('https://shop.example.net/products', 'shop.example.net', 'a0000000-0000-4000-8000-000000000002', now() - interval '1 day');
