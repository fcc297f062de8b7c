import { Link } from "@remix-run/react";
import { IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { featuresSection } from "~/content/features";
import type { FeatureCard } from "~/content/types";
import { reveal } from "~/lib/motion/reveal";

const { labels } = featuresSection;

/** The feature grid. Each card's list opens on its own (a `<details>`, so no script is needed). */
export function FeaturesSection({ cards }: { cards: FeatureCard[] }) {
  return (
    <PageSection
      id="features"
      anchor={featuresSection.id}
      eyebrow={featuresSection.badge}
      title={featuresSection.title}
      lead={featuresSection.description}
      align="center"
    >
      {/* On phones a row to swipe through (each card still in the HTML), from 640 px a grid. */}
      <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:p-0 lg:grid-cols-4">
        {cards.map((card, index) => (
          <li
            key={card.title}
            {...reveal("fade-in", index % 4)}
            className="relative w-[82%] shrink-0 snap-start sm:w-auto"
          >
            <FeatureCardView card={card} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function FeatureCardView({ card }: { card: FeatureCard }) {
  const diy = card.serviceType === "diy";
  return (
    <article className="flex h-full flex-col rounded-card border border-border bg-surface-raised p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <IconTile>
          <ContentIcon name={card.icon} />
        </IconTile>
        <span className="text-xs font-medium text-fg-subtle">{diy ? labels.diyKind : labels.doneForYouKind}</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold tracking-tight text-fg">{card.title}</h3>
      {card.badge ? <p className="mt-1 text-sm font-medium text-accent">{card.badge}</p> : null}
      <p className="mt-2 flex-1 text-fg-muted">{card.description}</p>
      <details className="group mt-4 border-t border-border">
        {/* The summary's words follow the open state through CSS, so they are right without JS. */}
        <summary className="flex min-h-11 items-center justify-between gap-2 text-sm font-medium text-fg">
          <span>
            <span className="group-open:hidden">{labels.expand}</span>
            <span className="hidden group-open:inline">{labels.collapse}</span>
            <span className="sr-only">: {card.title}</span>
          </span>
          <UiIcon name="chevron-down" className="size-4 text-fg-subtle transition group-open:rotate-180" />
        </summary>
        <ul className="space-y-2 pb-2 text-sm text-fg-muted">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <ContentIcon name="check-circle" className="mt-0.5 size-4 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </details>
      <Link
        to={card.learnMore}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        {diy ? labels.diy : labels.doneForYou}
        <span className="sr-only"> about {card.title}</span>
        <UiIcon name="arrow-right" className="size-3.5" />
      </Link>
    </article>
  );
}
