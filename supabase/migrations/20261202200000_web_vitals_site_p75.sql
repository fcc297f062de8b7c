-- The site's web vitals, one row per metric, by the per-page view's rule (ADR 064): one value per
-- source (the median of its values over every page), the fence of ADR 050, then the 75th
-- percentile, over the last 28 days. The site summary read the newest 1,000 rows per metric and
-- grouped them itself, so one address sending beacons at its rate limit pushed every real visitor
-- out of that window within minutes; the database now groups them all.

create view public.web_vitals_site_p75
with (security_invoker = on)
as
with recent as (
  select metric, value, coalesce(source, 'row:' || id::text) as source
  from public.web_vitals
  where created_at > now() - interval '28 days'
),
per_source as (
  select metric, percentile_cont(0.5) within group (order by value) as value, count(*) as beacons
  from recent
  group by metric, source
),
fences as (
  select
    metric,
    count(*) as total,
    sum(beacons) as beacons,
    10 * greatest(
      percentile_cont(0.5) within group (order by value),
      case metric when 'CLS' then 0.1 when 'FCP' then 1800 when 'INP' then 200 when 'LCP' then 2500 else 800 end
    ) as fence
  from per_source
  group by metric
)
select
  per_source.metric,
  percentile_cont(0.75) within group (order by per_source.value) as p75,
  count(*)::int as samples,
  (fences.total - count(*))::int as set_aside,
  fences.beacons::int as beacons
from per_source
join fences on fences.metric = per_source.metric
where per_source.value <= fences.fence
group by per_source.metric, fences.total, fences.beacons;

revoke all on table public.web_vitals_site_p75 from anon, authenticated;
grant select on table public.web_vitals_site_p75 to authenticated, service_role;
