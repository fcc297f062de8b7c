import { hero } from "~/content/hero";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon, UiIcon } from "~/components/ui/content-icon";
import { MockDashboard } from "./mock-dashboard";
import { Glow } from "./visuals/glow";

/**
 * The hero. The headline's rotating phrase is rendered with its first value on a line of its own,
 * so the page reads correctly before (and without) the rotation of docs/product.md §4.1, and the
 * rotation can swap it without moving the words before it.
 */
export function Hero() {
  const [firstPhrase] = hero.rotatingWords;
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <Glow className="-top-72 -left-64 h-[44rem] w-[72rem]" />
      <Glow className="-top-48 -right-48 h-[36rem] w-[48rem]" />
      <div className="container-page grid grid-cols-1 gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-2 lg:items-center lg:gap-12 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-3 py-1 text-sm font-medium text-fg-muted">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.625rem] leading-[1.04] font-semibold tracking-[-0.035em] text-fg sm:text-6xl lg:text-[3.5rem] xl:text-[4rem]"
          >
            {hero.headlinePrefix}{" "}
            <span className="block bg-gradient-to-r from-accent to-fg bg-clip-text pb-1 text-transparent">
              {firstPhrase}
            </span>
          </h1>
          <p className="measure mt-6 text-lg text-pretty text-fg-muted sm:text-xl/8">{hero.description}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={hero.primaryCta.href} className="max-sm:w-full sm:h-12 sm:px-6">
              {hero.primaryCta.label}
              <UiIcon name="arrow-right" />
            </ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} variant="outline" className="max-sm:w-full sm:h-12 sm:px-6">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className="mt-8 text-sm text-fg-subtle">{hero.trustNote}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ContentIcon name="check-circle" className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <MockDashboard />
      </div>
    </section>
  );
}
