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

-- Admin data needs a second factor (aal2): the demo admin has an authenticator app whose key is
-- published in the README (demo accounts), so anyone running the demo can add it to an app and
-- tests can compute its codes (supabase/local/totp.ts). Never load this seed into a project that
-- holds real data: the key, like the passwords above, is public.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (
  'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Demo authenticator',
  'totp', 'verified', now(), now(), 'RANKWELLDEMOADMINTOTPSECRETKEY23'
);

-- Two sample audit requests for the admin area.
insert into public.audit_requests (url, hostname, user_id, created_at) values
  ('https://example.org/', 'example.org', null, now() - interval '2 days'),
  ('https://shop.example.net/products', 'shop.example.net', 'a0000000-0000-4000-8000-000000000002', now() - interval '1 day');

-- A living admin area: leads from every source in every status, notes, a status history, a
-- widget, and a project of the demo user with audits recorded against it. Timeline entries made
-- below are attributed to the demo admin through the claims auth.uid() reads.
select set_config('request.jwt.claims', '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated"}', true);

insert into public.widgets (id, name, kind, settings, allowed_origins, created_by) values (
  'b0000000-0000-4000-8000-000000000001', 'Partner site lead form', 'lead',
  '{"heading":"Talk to a local SEO specialist","buttonLabel":"Request a call","service":"local-seo","theme":"light"}',
  '{https://partner.example}', 'a0000000-0000-4000-8000-000000000001'
);

insert into public.leads (kind, name, email, company, phone, service, message, preferred_date, preferred_time, widget_id, created_at) values
  ('contact', 'Jane Rivera', 'jane@riverview-dental.example', 'Riverview Dental', '(813) 555-0150', 'local-seo', 'We want more calls from Brandon and Riverview.', null, null, null, now() - interval '26 days'),
  ('demo', 'Sam Ortiz', 'sam@ortizplumbing.example', 'Ortiz Plumbing', '(307) 555-0199', null, null, current_date + 5, 'morning', null, now() - interval '19 days'),
  ('contact', 'Lee Chen', 'lee@shop.example.net', 'Chen Outfitters', null, 'technical-seo', 'Our product pages are slow on phones.', null, null, null, now() - interval '12 days'),
  ('widget', 'Maria Lopez', 'maria@lopezlaw.example', null, null, 'local-seo', 'Found you on our partner''s site.', null, null, 'b0000000-0000-4000-8000-000000000001', now() - interval '6 days'),
  ('contact', 'Owen Park', 'owen@parkroofing.example', 'Park Roofing', '(305) 555-0111', 'done-for-you', 'Can you run our marketing for us?', null, null, null, now() - interval '3 days'),
  ('demo', 'Priya Nair', 'priya@nair-vet.example', 'Nair Veterinary', null, null, 'Interested in the veterinary CRM.', current_date + 9, 'afternoon', null, now() - interval '1 day'),
  ('contact', 'Tom Baker', 'tom@bakery.example', null, null, 'website-development', 'We need a new website before spring.', null, null, null, now() - interval '2 hours');

update public.leads set status = 'contacted' where email in ('jane@riverview-dental.example', 'sam@ortizplumbing.example', 'lee@shop.example.net', 'owen@parkroofing.example');
update public.leads set status = 'qualified' where email in ('jane@riverview-dental.example', 'lee@shop.example.net');
update public.leads set status = 'won' where email = 'jane@riverview-dental.example';
update public.leads set status = 'lost' where email = 'owen@parkroofing.example';

insert into public.lead_notes (lead_id, author_id, body, created_at)
select id, 'a0000000-0000-4000-8000-000000000001', note, created_at + interval '1 day'
from public.leads
join (values
  ('jane@riverview-dental.example', 'Signed the Local SEO Professional plan; kickoff call booked.'),
  ('lee@shop.example.net', 'Sent the technical audit; they compare us with one other agency.'),
  ('owen@parkroofing.example', 'Budget is below the Done-For-You minimum for now; follow up in spring.')
) as n (email, note) using (email);

-- The status changes above all happened "now"; spread them over the days after each lead came in.
update public.lead_events e
set created_at = l.created_at + (e.id % 5 + 1) * interval '7 hours'
from public.leads l
where e.lead_id = l.id and e.kind = 'status';

insert into public.projects (id, owner_id, name, url, created_at) values (
  'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
  'Uma''s Bakery', 'https://umas-bakery.example/', now() - interval '20 days'
);

insert into public.audit_requests (url, hostname, user_id, project_id, created_at) values
  ('https://umas-bakery.example/', 'umas-bakery.example', 'a0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', now() - interval '20 days'),
  ('https://umas-bakery.example/menu', 'umas-bakery.example', 'a0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', now() - interval '4 days'),
  ('https://www.riverview-dental.example/', 'www.riverview-dental.example', null, null, now() - interval '27 days'),
  ('https://nair-vet.example/', 'nair-vet.example', null, null, now() - interval '2 days'),
  ('https://parkroofing.example/services', 'parkroofing.example', null, null, now() - interval '5 hours');

-- Scheduled checks of Uma's Bakery from when it was watched (ADR 068): four weeks, one that could
-- not reach the site, the latest worse than the one before. Illustrative, local only. Not watched
-- now, so no sweep of the local or test stacks fetches its address.
insert into public.project_checks (project_id, period, status, score, changes, error, checked_at, scheduled_for) values
  ('c0000000-0000-4000-8000-000000000001', to_char(now() - interval '22 days', 'IYYY-"W"IW'), 'ok', 72,
    '{"compared": false, "scoreDelta": null, "worse": [], "better": []}', null, now() - interval '22 days', now() - interval '22 days'),
  ('c0000000-0000-4000-8000-000000000001', to_char(now() - interval '15 days', 'IYYY-"W"IW'), 'ok', 81,
    '{"compared": true, "scoreDelta": 9, "worse": [], "better": [{"id": "description", "label": "Meta description", "from": "fail", "to": "pass"}, {"id": "image-alt", "label": "Image alt text", "from": "warn", "to": "pass"}]}',
    null, now() - interval '15 days', now() - interval '15 days'),
  ('c0000000-0000-4000-8000-000000000001', to_char(now() - interval '8 days', 'IYYY-"W"IW'), 'failed', null,
    null, 'timeout', now() - interval '8 days', now() - interval '8 days'),
  ('c0000000-0000-4000-8000-000000000001', to_char(now() - interval '1 hour', 'IYYY-"W"IW'), 'ok', 74,
    '{"compared": true, "scoreDelta": -7, "worse": [{"id": "canonical", "label": "Canonical link", "from": "pass", "to": "fail"}, {"id": "speed", "label": "Server response time", "from": "pass", "to": "warn"}], "better": []}',
    null, now() - interval '1 hour', now() - interval '1 hour');

select set_config('request.jwt.claims', '', true);

-- Illustrative testimonials for the local demo (ADR 053, 074): written by the team, marked
-- `illustrative` and labelled "Illustrative example" on the page; a role and a kind of business,
-- never an invented person. A production database starts with none, and shows none.
insert into public.testimonials (id, name, role, company, quote, rating, plan_id, illustrative, published, position) values
  ('e0000000-0000-4000-8000-000000000001', 'Practice owner', 'Animal hospital', 'Tampa Bay',
   'We went from barely showing up on Google to being the clinic new pet owners nearby find first. The team handled our website and local SEO, and the CRM reminds clients about vaccines without us lifting a finger.',
   5, null, true, true, 10),
  ('e0000000-0000-4000-8000-000000000002', 'Broker-owner', 'Real estate brokerage', 'Florida',
   'Neighborhood pages and the Real Estate CRM changed how we get listings. Every lead shows the search that brought it in, so we finally know which areas are worth the ad spend.',
   5, null, true, true, 20),
  ('e0000000-0000-4000-8000-000000000003', 'Marketing manager', 'Outdoor retailer', 'Wyoming',
   'The DIY Platform replaced three separate tools. Rank tracking, audits and content are in one place, and the Cheyenne team was quick to help when we got stuck on a migration.',
   5, null, true, true, 30),
  ('e0000000-0000-4000-8000-000000000004', 'Secretary-treasurer', 'Firefighters'' union local', 'Florida',
   'Our old site was impossible to update. The new one has member news, events and a contact form that actually reaches us, and the Labor Union CRM keeps our roster and dues reminders straight.',
   5, null, true, true, 40),
  ('e0000000-0000-4000-8000-000000000005', 'Founder', 'Digital agency', 'reselling the Enterprise plan',
   'We whitelabel the Enterprise plan for our own clients. Reports go out under our brand, and the audits catch technical problems our previous tools missed.',
   4, null, true, true, 50),
  ('e0000000-0000-4000-8000-000000000006', 'Executive director', 'Community food bank', 'Wyoming',
   'Volunteers and donors now find us when they search, and the Community Organization CRM sends event reminders for us. It feels like we added a staff member.',
   5, null, true, true, 60),
  ('e0000000-0000-4000-8000-000000000007', 'Owner', '', 'family dental practice',
   'Set up in an afternoon, and the audit told us exactly what to fix first.',
   5, 'starter', true, true, 70),
  ('e0000000-0000-4000-8000-000000000008', 'Marketing lead', '', 'two-location veterinary clinic',
   'We manage both locations from one dashboard and the whole team has a seat.',
   5, 'professional', true, true, 80),
  ('e0000000-0000-4000-8000-000000000009', 'Founder', '', 'regional marketing agency',
   'Whitelabeled reports go out under our agency''s name every month without extra work.',
   5, 'enterprise', true, true, 90),
  ('e0000000-0000-4000-8000-000000000010', 'Office manager', '', 'home services company',
   'Turning on SEO from the CRM took minutes, and leads now show the keyword they came from.',
   5, 'crm-seo', true, true, 100),
  ('e0000000-0000-4000-8000-000000000011', 'Owner', '', 'HVAC company',
   'The phone rings more, and I have not touched our Google profile since we signed up.',
   5, 'local-seo-professional', true, true, 110),
  ('e0000000-0000-4000-8000-000000000012', 'Practice manager', '', 'veterinary clinic',
   'One team built the site and ranks it, so nothing falls between two vendors.',
   5, 'website-local-seo', true, true, 120),
  ('e0000000-0000-4000-8000-000000000013', 'Director', '', 'community organization',
   'It is like having a marketing department without hiring one.',
   5, 'done-for-you', true, true, 130),
  ('e0000000-0000-4000-8000-000000000014', 'VP of Marketing', '', 'multi-location brand',
   'Every location gets its own plan, and we get one report across all of them.',
   5, 'enterprise-marketing', true, true, 140),
  ('e0000000-0000-4000-8000-000000000015', 'E-commerce manager', '', 'outdoor retailer',
   'They found the redirect chains and duplicate pages our old agency never mentioned.',
   5, 'technical-seo', true, true, 150),
  ('e0000000-0000-4000-8000-000000000016', 'President', '', 'firefighters'' union local',
   'Our new site loads in a blink and the contact form finally sends leads to the right people.',
   5, 'website-development', true, true, 160);

-- Illustrative figures of the case study for the local demo (ADR 078): the specification's results
-- claims, marked `illustrative` and labelled "Illustrative example" on the page; the client is a
-- kind of business and a place, never an invented name. A production database starts with none,
-- and its case studies show no client and no figure.
insert into public.case_study_figures (id, case_study, client_name, label, unit, before, after, illustrative, published, position) values
  ('f0000000-0000-4000-8000-000000000001', 'veterinary-practice-tampa-growth', 'A veterinary practice in Tampa',
   'Site health', 'percent', 32, 94, true, true, 10),
  ('f0000000-0000-4000-8000-000000000002', 'veterinary-practice-tampa-growth', 'A veterinary practice in Tampa',
   'Organic traffic', 'index', 100, 375, true, true, 20);
