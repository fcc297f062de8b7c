import { Link } from "@remix-run/react";
import { solutionCards, solutionsSection } from "~/content/solutions";
import { ContentIcon } from "~/components/ui/content-icon";
import { TONE_CLASSES } from "~/components/ui/tone";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

/** "Explore Our Solutions": one card per route into the product, each a single link. */
export function ExploreSolutions() {
  return (
    <section id={solutionsSection.id} aria-labelledby="explore-solutions-title" className={SECTION_CLASS}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="explore-solutions-title"
          title={solutionsSection.title}
          description={solutionsSection.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {solutionCards.map((card) => (
            <li
              key={card.title}
              className="relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6 hover:border-brand-400/60"
            >
              <div className="flex items-start justify-between gap-4">
                <span
                  className={`inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${TONE_CLASSES[card.colors.from].from} ${TONE_CLASSES[card.colors.to].to}`}
                >
                  <ContentIcon name={card.icon} className="h-6 w-6" />
                </span>
                {card.badge ? (
                  <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-slate-100">
                    {card.badge}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-white">
                {/* The whole card is clickable through this link's stretched hit area. */}
                <Link to={card.route} className="after:absolute after:inset-0 after:rounded-2xl">
                  {card.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm font-medium text-brand-200">{card.subtitle}</p>
              <p className="mt-3 flex-1 text-slate-300">{card.description}</p>
              <p className={`mt-5 text-sm font-semibold ${TONE_CLASSES[card.colors.from].text}`}>{card.metric}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
