import { H1_SIZE } from "~/components/ui/h1-size";
import { FirstScreenEnd } from "~/lib/markup/first-screen";
import { hero } from "~/content/hero";
import { DONE_FOR_YOU_SCROLL, HERO_RING_SCALES } from "~/content/hero-timings";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { hook } from "~/lib/markup/data-hooks";
import { HERO_HOOKS } from "./hero.behaviour";
import { MockDashboard } from "./mock-dashboard.markup";
import { Glow } from "./visuals/glow.markup";

const LONGEST_PHRASE = hero.rotatingWords.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * The headline's phrase on a line of its own (docs/product.md §4.1). Server markup with the first
 * phrase; in the browser it rotates (app/components/home/hero.behaviour.ts), rolling within the
 * phrase's clipped cell so it never fades through nothing (issue 23) nor slices a letter (issue 36), never under reduced motion. Screen
 * readers hear the first phrase only (while another shows, it is hidden from them and the first
 * is written into `data-headline-first` to stand in), and the longest phrase, invisible in the same grid cell, holds
 * the line's size so nothing below moves.
 */
function RotatingPhrase() {
  const [firstPhrase] = hero.rotatingWords;
  return (
    <span className="grid">
      <span className="sr-only" {...hook(HERO_HOOKS.headlineFirst)} />
      <span
        data-longest={LONGEST_PHRASE}
        {...hook(HERO_HOOKS.headlinePhrase)}
        {...hook(HERO_HOOKS.phrases, hero.rotatingWords.join("|"))}
        className="col-start-1 row-start-1 grid overflow-hidden after:invisible after:col-start-1 after:row-start-1 after:pb-1 after:content-[attr(data-longest)]"
      >
        <span
          {...hook(HERO_HOOKS.headlineWord)}
          className="col-start-1 row-start-1 bg-gradient-to-r from-accent to-fg bg-clip-text pb-1 text-transparent"
        >
          {firstPhrase}
        </span>
      </span>
    </span>
  );
}

/** rem of ring diameter per unit of scale: the three rings are 18, 72 and 90 rem across. */
const RING_REM_PER_SCALE = 0.18;

/**
 * The decorative rings behind the mock dashboard (docs/product.md §4.4), centred on it and clipped
 * by the hero; they breathe slowly in CSS, and stand still under reduced motion.
 */
function HeroRings() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 -z-10">
      {HERO_RING_SCALES.map((scale) => (
        <span
          key={scale}
          className="hero-ring absolute rounded-full border border-border"
          style={{ width: `${scale * RING_REM_PER_SCALE}rem`, height: `${scale * RING_REM_PER_SCALE}rem` }}
        />
      ))}
    </div>
  );
}

/**
 * The hero: the pitch, its two ways in, and the product's mock dashboard. Server markup; its
 * motion and its buttons' scrolling are delegated (app/components/home/hero.behaviour.ts).
 */
export function Hero() {
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
          <h1 id="hero-title" className={`mt-6 text-fg ${H1_SIZE.display}`}>
            {hero.headlinePrefix} <RotatingPhrase />
          </h1>
          <p className="measure mt-6 text-lg text-pretty text-fg-muted sm:text-xl/8">{hero.description}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={hero.primaryCta.href} scrollTo="audit-section" className="max-sm:w-full sm:h-12 sm:px-6">
              {hero.primaryCta.label}
              <UiIcon name="arrow-right" />
            </ButtonLink>
            <ButtonLink
              href={hero.secondaryCta.href}
              scrollTo="done-for-you"
              scrollFallbackViewports={DONE_FOR_YOU_SCROLL.fallbackViewports}
              variant="outline"
              className="max-sm:w-full sm:h-12 sm:px-6"
            >
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
        <div className="relative">
          <HeroRings />
          <MockDashboard />
        </div>
      </div>
      <FirstScreenEnd />
    </section>
  );
}
