import { mockDashboardMetrics, mockDashboardTabs } from "~/content/dashboard";
import { hero } from "~/content/hero";
import { hook } from "~/lib/markup/data-hooks";
import { DASHBOARD_LOOK, HERO_HOOKS } from "./hero.behaviour";
import { heroPanel, SAMPLE_DOMAIN } from "~/content/home-visuals";
import { Glow } from "./visuals/glow.markup";
import { MeterBar, ScoreRing } from "./visuals/score-ring.markup";
import { TrendChart } from "./visuals/trend-chart.markup";
import { WindowFrame } from "./visuals/window-frame.markup";

/**
 * The hero's mock dashboard: the product's window with its four views and four sample metrics,
 * labeled as sample data. Server markup showing the first view; in the browser the highlighted
 * metric moves every 5 s and the view every 8 s (6 s and 10 s on mobile, docs/product.md §4.4), only
 * while the window is on screen and the tab shown, and never under reduced motion
 * (app/components/home/hero.behaviour.ts). Only colours change, so nothing moves the layout.
 */
export function MockDashboard() {
  const [score, ...others] = mockDashboardMetrics;
  const tile = `rounded-xl border border-border transition ${DASHBOARD_LOOK.tile}`;
  return (
    <figure className="relative" {...hook(HERO_HOOKS.mockDashboard)} {...hook(HERO_HOOKS.metric, 0)}>
      <Glow className="-inset-x-10 -inset-y-16" />
      <WindowFrame title={`${heroPanel.product} · ${SAMPLE_DOMAIN}`}>
        <div className="p-3 sm:p-5">
          <ul
            aria-label="Dashboard views"
            className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface-sunken p-1 text-xs font-medium"
          >
            {mockDashboardTabs.map((tab, index) => (
              <li
                key={tab}
                aria-current={index === 0 ? "true" : undefined}
                {...hook(HERO_HOOKS.dashboardTab)}
                className={`rounded-md px-2.5 py-1.5 whitespace-nowrap transition-colors ${
                  index === 0 ? DASHBOARD_LOOK.currentTab : DASHBOARD_LOOK.tab
                }`}
              >
                {tab}
              </li>
            ))}
          </ul>
          <div className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-[auto_minmax(0,1fr)]">
            {score ? (
              <div className={`flex items-center gap-4 p-4 ${tile}`} {...hook(HERO_HOOKS.dashboardTile)}>
                <ScoreRing value={score.value} max={score.max} className="size-[4.5rem]">
                  <span className="text-2xl font-semibold tracking-tight text-fg tabular-nums">{score.value}</span>
                </ScoreRing>
                <p className="text-sm">
                  <span className="block text-fg-muted">{score.label}</span>
                  <span className="mt-1 block text-fg-subtle">of {score.max}</span>
                </p>
              </div>
            ) : null}
            <div className="hidden rounded-xl border border-border bg-surface p-4 sm:block">
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-fg-muted">{heroPanel.trafficLabel}</span>
                <span className="text-xs text-fg-subtle">{heroPanel.trafficRange}</span>
              </p>
              <TrendChart className="mt-2 h-16 w-full" />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
            {others.map((metric) => (
              <div key={metric.label} className={`p-3 ${tile}`} {...hook(HERO_HOOKS.dashboardTile)}>
                <dt className="text-xs leading-snug text-fg-subtle">{metric.label}</dt>
                <dd className="mt-1.5">
                  <span className="text-lg font-semibold tracking-tight text-fg tabular-nums sm:text-xl">
                    {metric.value}
                  </span>
                  <span className="text-xs text-fg-subtle"> of {metric.max}</span>
                </dd>
                <dd className="mt-2.5">
                  <MeterBar value={metric.value} max={metric.max} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </WindowFrame>
      <figcaption className="mt-3 text-right text-xs text-fg-subtle">{hero.mockDashboardCaption}</figcaption>
    </figure>
  );
}
