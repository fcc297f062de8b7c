-- Embeddable widgets (admin /admin/embeds, public /widget-preview/{id}): an audit form, a lead form
-- or a review badge, framed by other sites. Admins manage them; nobody else reads or writes them
-- directly (the Worker reads a widget for its preview page with the service role).

-- An origin another site may frame a widget from: https, or plain http on the loopback address
-- (browsers treat those as secure contexts; the e2e suite frames from local ports).
create function public.is_embed_origin(origin text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select origin ~ '^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$'
      or origin ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?$';
$$;

create function public.are_embed_origins(origins text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(public.is_embed_origin(o)), true) from unnest(origins) as o;
$$;

-- A widget's settings: an object with only these keys, each a bounded string (the app's schema,
-- app/lib/widgets/widget-schema.ts, gives the messages; this is the rule of last resort).
create function public.widget_settings_valid(kind text, settings jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(settings) = 'object'
    and not exists (
      select 1 from jsonb_object_keys(settings) as k
      where k not in ('heading', 'buttonLabel', 'theme', 'service')
    )
    and (not settings ? 'heading'
      or (jsonb_typeof(settings -> 'heading') = 'string' and char_length(settings ->> 'heading') between 1 and 80))
    and (not settings ? 'buttonLabel'
      or (kind in ('audit', 'lead') and jsonb_typeof(settings -> 'buttonLabel') = 'string'
          and char_length(settings ->> 'buttonLabel') between 1 and 40))
    and (not settings ? 'theme' or (jsonb_typeof(settings -> 'theme') = 'string' and settings ->> 'theme' in ('light', 'dark')))
    and (not settings ? 'service'
      or (kind = 'lead' and jsonb_typeof(settings -> 'service') = 'string'
          and char_length(settings ->> 'service') between 1 and 60));
$$;

create table public.widgets (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 80),
  kind text not null check (kind in ('audit', 'lead', 'review')),
  settings jsonb not null default '{}'::jsonb,
  allowed_origins text[] not null default '{}',
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint widgets_settings_valid check (public.widget_settings_valid(kind, settings)),
  constraint widgets_allowed_origins_valid check (
    cardinality(allowed_origins) <= 20 and public.are_embed_origins(allowed_origins)
  )
);

comment on table public.widgets is 'Embeddable widgets and the origins allowed to frame them.';

create index widgets_created_at_idx on public.widgets (created_at desc);

create trigger widgets_set_updated_at
  before update on public.widgets
  for each row execute function public.set_updated_at();

alter table public.widgets enable row level security;

revoke all on table public.widgets from anon, authenticated;
grant select, delete on table public.widgets to authenticated;
grant insert (name, kind, settings, allowed_origins), update (name, kind, settings, allowed_origins)
  on table public.widgets to authenticated;
grant select, insert, update, delete on table public.widgets to service_role;

-- The one admin rule of this table (the grants above decide which verbs exist at all).
create policy "Admins manage widgets"
  on public.widgets for all
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
