import { ContentIcon } from "~/components/ui/content-icon";
import { TONE_CLASSES } from "~/components/ui/tone";
import { dashboardSection, displayDataPoints } from "~/content/dashboard";
import { hero } from "~/content/hero";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

/**
 * The dashboard showcase (the spec's dashboard-preview section, anchored as #dashboard): the
 * display data points, labelled as sample data. The counters' count-up is a later enhancement.
 */
export function DashboardShowcase() {
  return (
    <section id={dashboardSection.id} aria-labelledby="dashboard-title" className={`${SECTION_CLASS} bg-slate-900`}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader id="dashboard-title" title={dashboardSection.title} description={dashboardSection.description} />
        <figure className="mx-auto mt-12 max-w-5xl">
          <dl className="grid gap-6 md:grid-cols-3">
            {displayDataPoints.map((point) => (
              <div key={point.label} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <dt className="flex items-center justify-between gap-3 text-slate-200">
                  <span className="font-medium">{point.label}</span>
                  <span
                    className={`inline-flex h-10 w-10 items-center justify-center rounded-lg ${TONE_CLASSES[point.color].chip}`}
                  >
                    <ContentIcon name={point.icon} />
                  </span>
                </dt>
                <dd className="mt-4">
                  <span className="text-4xl font-bold text-white">{point.value}</span>
                  <span className="ml-3 rounded-full bg-emerald-500/15 px-2 py-0.5 text-sm font-semibold text-emerald-300">
                    {point.trend}
                  </span>
                  <span className="mt-1 block text-sm text-slate-300">{point.subtitle}</span>
                </dd>
              </div>
            ))}
          </dl>
          <figcaption className="mt-4 text-center text-sm text-slate-300">{hero.mockDashboardCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
