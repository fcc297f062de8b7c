-- Web vitals: what real browsers measured on the site's pages (docs/product.md §7.5, ADR 020).
-- One row per metric of a sampled page view: the page's path, the metric, its value and rating,
-- how the page was reached. Nothing that names a person: no IP address, user id, cookie or URL
-- query. The site writes rows with the service role; only admins read them.

create table public.web_vitals (
  id bigint generated always as identity primary key,
  page text not null check (char_length(page) between 1 and 200 and page ~ '^/[a-z0-9./_-]*$'),
  metric text not null check (metric in ('CLS', 'FCP', 'INP', 'LCP', 'TTFB')),
  -- Milliseconds, except CLS (a unitless score). NaN and infinities fail the range check.
  value double precision not null check (value >= 0 and value <= 600000),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  navigation_type text check (
    navigation_type in (
      'navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'
    )
  ),
  created_at timestamptz not null default now()
);

comment on table public.web_vitals is 'Core Web Vitals reported by visitors'' browsers (sampled; no personal data).';

create index web_vitals_page_metric_created_idx on public.web_vitals (page, metric, created_at desc);

alter table public.web_vitals enable row level security;

-- Nobody but the service role writes; admins read through the policy below.
revoke all on table public.web_vitals from anon, authenticated;
grant select on table public.web_vitals to authenticated;
grant select, insert, delete on table public.web_vitals to service_role;

create policy "Admins can read web vitals"
  on public.web_vitals for select
  to authenticated
  using ((select public.is_admin()));

-- The 75th percentile per page and metric over the last 28 days (the window Google's field data
-- uses). security_invoker: the reader's own rights apply, so only admins see rows.
create view public.web_vitals_p75
with (security_invoker = on)
as
select
  page,
  metric,
  percentile_cont(0.75) within group (order by value) as p75,
  count(*)::int as samples
from public.web_vitals
where created_at > now() - interval '28 days'
group by page, metric;

revoke all on table public.web_vitals_p75 from anon, authenticated;
grant select on table public.web_vitals_p75 to authenticated, service_role;
