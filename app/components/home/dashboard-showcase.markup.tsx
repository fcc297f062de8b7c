import { Badge } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { dashboardSection, displayDataPoints } from "~/content/dashboard";
import { dashboardPanel, SAMPLE_DOMAIN } from "~/content/home-visuals";
import { Glow } from "./visuals/glow.markup";
import { TrendChart } from "./visuals/trend-chart.markup";
import { WindowFrame } from "./visuals/window-frame.markup";
import { CountUp } from "./count-up.markup";
import { reveal } from "~/lib/motion/reveal";

const NAV_ICONS = ["layout", "target", "wrench", "link", "file-text"] as const;

/**
 * The dashboard showcase (the spec's dashboard-preview section, anchored as #dashboard): the
 * product's overview with the three display data points, captioned as sample data. Its figures
 * count up in place as they come into view (docs/product.md §4.4).
 */
export function DashboardShowcase() {
  return (
    <PageSection
      id="dashboard"
      anchor={dashboardSection.id}
      eyebrow={dashboardSection.eyebrow}
      title={dashboardSection.title}
      lead={dashboardSection.description}
      align="center"
      band
    >
      <figure {...reveal("scale-in", 0, true)} className="relative mx-auto max-w-5xl">
        <Glow className="-inset-x-16 -top-24 -bottom-10" />
        <WindowFrame title={`${dashboardPanel.heading} · ${SAMPLE_DOMAIN}`}>
          <div className="flex">
            <ul
              aria-hidden="true"
              className="hidden w-48 shrink-0 flex-col gap-1 border-r border-border bg-surface-sunken p-3 text-sm md:flex"
            >
              {dashboardPanel.nav.map((item, index) => (
                <li
                  key={item}
                  className={`flex items-center gap-2.5 rounded-md px-2.5 py-2 ${index === 0 ? "bg-surface-raised text-fg ring-1 ring-border" : "text-fg-subtle"}`}
                >
                  <ContentIcon name={NAV_ICONS[index] ?? "layout"} className="size-4" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="min-w-0 flex-1 p-4 sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <p className="font-semibold tracking-tight text-fg">{dashboardPanel.heading}</p>
                <Badge tone="neutral">{dashboardPanel.range}</Badge>
              </div>
              <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
                {displayDataPoints.map((point, index) => (
                  <div
                    key={point.label}
                    className="flex flex-col rounded-xl border border-border bg-surface p-3 sm:p-4"
                  >
                    <dt className="flex items-start justify-between gap-2 text-xs leading-snug text-fg-muted sm:text-sm">
                      {point.label}
                      <ContentIcon name={point.icon} className="hidden size-4 text-fg-subtle sm:block" />
                    </dt>
                    <dd className="mt-auto flex flex-wrap items-baseline gap-x-2 gap-y-1 pt-3">
                      <span className="text-2xl font-semibold tracking-tight text-fg tabular-nums sm:text-3xl">
                        <CountUp value={point.value} index={index} />
                      </span>
                      <span className="rounded-full bg-success-soft px-1.5 py-0.5 text-xs font-semibold text-success">
                        {point.trend}
                      </span>
                    </dd>
                    <dd className="mt-1 text-xs text-fg-subtle">{point.subtitle}</dd>
                  </div>
                ))}
              </dl>
              <div aria-hidden="true" className="mt-3 hidden rounded-xl border border-border bg-surface p-4 sm:block">
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="text-fg-muted">{dashboardPanel.chartTitle}</span>
                  <span className="flex gap-3 text-xs text-fg-subtle">
                    {dashboardPanel.legend.map((item, index) => (
                      <span key={item} className="flex items-center gap-1.5">
                        <span
                          className={`size-2 rounded-full ${["bg-accent", "bg-fg-muted", "bg-fg-subtle"][index] ?? "bg-fg-subtle"}`}
                        />
                        {item}
                      </span>
                    ))}
                  </span>
                </div>
                <TrendChart lines={3} className="mt-3 h-32 w-full" />
              </div>
            </div>
          </div>
        </WindowFrame>
        <figcaption className="mt-3 text-center text-xs text-fg-subtle">{dashboardSection.caption}</figcaption>
      </figure>
    </PageSection>
  );
}
