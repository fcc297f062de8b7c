import { hero } from "~/content/hero";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { MockDashboard } from "./mock-dashboard";

/**
 * The hero. The headline's rotating phrase is rendered with its first value, so the page reads
 * correctly before (and without) the rotation script.
 */
export function Hero() {
  const [firstWord] = hero.rotatingWords;
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden px-4 pt-16 pb-20 sm:px-6 lg:pt-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-brand-900/60 to-transparent"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-block rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-200">
            {hero.badge}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
            {hero.headlinePrefix}{" "}
            <span className="bg-gradient-to-r from-cyan-300 to-brand-300 bg-clip-text text-transparent">
              {firstWord}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">{hero.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={hero.primaryCta.href}>{hero.primaryCta.label}</ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} variant="outline">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-slate-300">{hero.trustNote}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ContentIcon name="check-circle" className="h-4 w-4 text-emerald-400" />
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
