import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { TONE_CLASSES } from "~/components/ui/tone";
import { featureCards, featuresSection } from "~/content/features";
import type { FeatureCard } from "~/content/types";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

const { labels } = featuresSection;

/** The feature grid. Each card's list opens on its own (a `<details>`, so no script is needed). */
export function FeaturesSection() {
  return (
    <section id={featuresSection.id} aria-labelledby="features-title" className={SECTION_CLASS}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="features-title"
          badge={featuresSection.badge}
          title={featuresSection.title}
          description={featuresSection.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featureCards.map((card) => (
            <li key={card.title}>
              <FeatureCardView card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureCardView({ card }: { card: FeatureCard }) {
  const tone = TONE_CLASSES[card.color];
  const action = card.serviceType === "diy" ? labels.diy : labels.doneForYou;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
      <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${tone.chip}`}>
        <ContentIcon name={card.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-white">{card.title}</h3>
      {card.badge ? <p className={`mt-1 text-sm font-medium ${tone.text}`}>{card.badge}</p> : null}
      <p className="mt-3 flex-1 text-slate-300">{card.description}</p>
      <details className="group mt-4">
        {/* The summary's words follow the open state through CSS, so they are right without JS. */}
        <summary className="cursor-pointer list-none text-sm font-semibold text-slate-100 hover:text-white [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{labels.expand}</span>
          <span className="hidden group-open:inline">{labels.collapse}</span>
          <span className="sr-only">: {card.title}</span>
        </summary>
        <ul className="mt-3 space-y-2 text-sm text-slate-200">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <ContentIcon name="check-circle" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
              {feature}
            </li>
          ))}
        </ul>
      </details>
      <Link
        to={card.learnMore}
        className="mt-5 text-sm font-semibold text-brand-200 underline-offset-4 hover:text-white hover:underline"
      >
        {action}
        <span className="sr-only"> about {card.title}</span>
      </Link>
    </article>
  );
}
