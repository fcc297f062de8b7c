-- The web-vitals percentile, robust to beacons at the cap (issue 24 item 7, ADR 050). Anyone can
-- send beacons; 200 addresses claiming LCP = 60 s moved a page's p75 to "poor". The 75th
-- percentile is now taken over the values up to a fence: 10 times the median, or 10 times the
-- metric's "good" threshold when the median is lower (app/lib/vitals/report-percentile.ts states
-- the same rule, and a contract test holds the two to the same figures). The median only moves
-- once such values are half of the samples, so while they are fewer they are set aside; the view
-- says how many (set_aside) beside the samples the percentile is over. Still no personal data.

create or replace view public.web_vitals_p75
with (security_invoker = on)
as
with recent as (
  select page, metric, value
  from public.web_vitals
  where created_at > now() - interval '28 days'
),
fences as (
  select
    page,
    metric,
    count(*) as total,
    10 * greatest(
      percentile_cont(0.5) within group (order by value),
      case metric when 'CLS' then 0.1 when 'FCP' then 1800 when 'INP' then 200 when 'LCP' then 2500 else 800 end
    ) as fence
  from recent
  group by page, metric
)
select
  recent.page,
  recent.metric,
  percentile_cont(0.75) within group (order by recent.value) as p75,
  count(*)::int as samples,
  (fences.total - count(*))::int as set_aside
from recent
join fences on fences.page = recent.page and fences.metric = recent.metric
where recent.value <= fences.fence
group by recent.page, recent.metric, fences.total;

revoke all on table public.web_vitals_p75 from anon, authenticated;
grant select on table public.web_vitals_p75 to authenticated, service_role;
