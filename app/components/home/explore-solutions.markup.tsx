import { Link } from "@remix-run/react";
import { Badge, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { solutionsSection } from "~/content/solutions";
import type { SolutionCard } from "~/content/types";
import { reveal } from "~/lib/motion/reveal";

/** "Explore Our Solutions": one card per route into the product, each a single link. */
export function ExploreSolutions({ cards }: { cards: SolutionCard[] }) {
  return (
    <PageSection
      id="explore-solutions"
      anchor={solutionsSection.id}
      eyebrow={solutionsSection.eyebrow}
      title={solutionsSection.title}
      lead={solutionsSection.description}
      align="center"
    >
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li
            key={card.title}
            {...reveal("scale-in", index % 3)}
            className="group relative flex flex-col rounded-card border border-border bg-gradient-to-b from-surface-raised to-surface p-5 transition hover:border-border-strong sm:p-6"
          >
            <div className="flex items-start justify-between gap-3 sm:block">
              <div className="flex min-w-0 items-start gap-4 sm:flex-col">
                <IconTile>
                  <ContentIcon name={card.icon} />
                </IconTile>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold tracking-tight text-fg">
                    {/* The whole card is clickable through this link's stretched hit area. */}
                    <Link to={card.route} className="after:absolute after:inset-0 after:rounded-card">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-0.5 text-sm text-fg-subtle">{card.subtitle}</p>
                </div>
              </div>
              {card.badge ? (
                <span className="shrink-0 sm:absolute sm:top-6 sm:right-6">
                  <Badge tone="neutral">{card.badge}</Badge>
                </span>
              ) : null}
            </div>
            <p className="mt-4 hidden flex-1 text-fg-muted sm:block">{card.description}</p>
            <p className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-3 text-sm font-medium text-fg sm:pt-4">
              {card.metric}
              <UiIcon
                name="arrow-right"
                className="size-4 text-fg-subtle transition group-hover:translate-x-0.5 group-hover:text-accent"
              />
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
