-- Web vitals counted once per source (issue 35 §6, ADR 064). The fence of ADR 050 sets beacons at
-- the cap aside only while they are fewer than half the values: 200 forged beacons outnumbering a
-- page's real ones still set its p75 to the cap, and one address may send 180 a minute. Each row
-- now names its source: a keyed hash of the sender's address and the day (16 hex characters; the
-- key is a Worker secret, the address itself is never stored), null for rows from before. The
-- view takes one value per source and page and metric (the median of its values; a row without
-- a source is a source of its own), and the fence and the 75th percentile are then over those, so
-- one sender counts as one visitor however many beacons it sends. `samples` and `set_aside` count
-- sources; `beacons` counts the rows behind them.

alter table public.web_vitals
  add column source text check (source is null or source ~ '^[0-9a-f]{16}$');

create or replace view public.web_vitals_p75
with (security_invoker = on)
as
with recent as (
  select page, metric, value, coalesce(source, 'row:' || id::text) as source
  from public.web_vitals
  where created_at > now() - interval '28 days'
),
per_source as (
  select page, metric, percentile_cont(0.5) within group (order by value) as value, count(*) as beacons
  from recent
  group by page, metric, source
),
fences as (
  select
    page,
    metric,
    count(*) as total,
    sum(beacons) as beacons,
    10 * greatest(
      percentile_cont(0.5) within group (order by value),
      case metric when 'CLS' then 0.1 when 'FCP' then 1800 when 'INP' then 200 when 'LCP' then 2500 else 800 end
    ) as fence
  from per_source
  group by page, metric
)
select
  per_source.page,
  per_source.metric,
  percentile_cont(0.75) within group (order by per_source.value) as p75,
  count(*)::int as samples,
  (fences.total - count(*))::int as set_aside,
  fences.beacons::int as beacons
from per_source
join fences on fences.page = per_source.page and fences.metric = per_source.metric
where per_source.value <= fences.fence
group by per_source.page, per_source.metric, fences.total, fences.beacons;

revoke all on table public.web_vitals_p75 from anon, authenticated;
grant select on table public.web_vitals_p75 to authenticated, service_role;
