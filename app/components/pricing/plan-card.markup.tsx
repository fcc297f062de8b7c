import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { testimonialsSection } from "~/content/testimonials";
import type { Plan } from "~/content/types";
import { PlanPrice } from "./plan-price.markup";

/**
 * A hovered card lifts a little with a deeper shadow and a stronger border (docs/product.md §4.7);
 * it keeps its place in the flow (`translate`), and stays still under reduced motion.
 */
const CARD =
  "relative rounded-card border bg-surface-raised p-6 shadow-card transition hover:shadow-pop motion-safe:hover:-translate-y-1";

/**
 * One plan as a list item of the plans grid. Its six slots (name, price, description, features,
 * quote, action) are rows of the grid's subgrid, so they line up across the cards of a row.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li id={plan.anchor} className={`${CARD} row-span-6 grid scroll-mt-24 grid-rows-subgrid gap-y-4 ${ring(plan)}`}>
      <PlanHead plan={plan} />
      <PlanPrice plan={plan} />
      <p className="text-sm text-fg-muted">{plan.description}</p>
      <PlanFeatures plan={plan} />
      {plan.testimonial ? <PlanQuote plan={plan} /> : <div aria-hidden="true" />}
      <PlanAction plan={plan} />
    </li>
  );
}

/**
 * The recommended plan across the whole row, its slots side by side: used when an odd number of
 * plans would leave a hole in the grid (the CRM tab's five).
 */
export function FeaturedPlanCard({ plan }: { plan: Plan }) {
  return (
    <li className={`${CARD} col-span-full grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-10 ${ring(plan)}`}>
      <div className="flex flex-col gap-4">
        <PlanHead plan={plan} />
        <PlanPrice plan={plan} />
        <p className="text-sm text-fg-muted">{plan.description}</p>
        <div className="mt-auto">
          <PlanAction plan={plan} />
        </div>
      </div>
      <PlanFeatures plan={plan} />
      {plan.testimonial ? (
        <div className="flex md:col-span-2 lg:col-span-1">
          <PlanQuote plan={plan} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The plans of a tab. Five plans put the popular one across the row above the other four; the
 * grid's columns follow the count (docs/product.md §9: 2, 3, 4 or more plans).
 */
export function PlanGrid({ plans }: { plans: Plan[] }) {
  const featured = plans.length === 5 ? plans.find((plan) => plan.popular) : undefined;
  const rest = featured ? plans.filter((plan) => plan !== featured) : plans;
  return (
    <ul className={planGridClass(rest.length)}>
      {featured ? <FeaturedPlanCard plan={featured} /> : null}
      {rest.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

/** Columns by plan count (docs/product.md §9: the grid adapts to 2, 3, 4 or more plans). */
export function planGridClass(count: number): string {
  const base = "grid gap-x-5 gap-y-6";
  if (count <= 2) return `${base} md:grid-cols-2`;
  if (count === 3) return `${base} lg:grid-cols-3`;
  if (count === 4) return `${base} md:grid-cols-2 xl:grid-cols-4`;
  return `${base} md:grid-cols-2 lg:grid-cols-3`;
}

function ring(plan: Plan): string {
  return plan.popular ? "border-accent ring-1 ring-accent" : "border-border hover:border-border-strong";
}

function PlanHead({ plan }: { plan: Plan }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 className="text-lg font-semibold tracking-tight text-fg">{plan.name}</h3>
      {plan.badge ? <Badge>{plan.badge}</Badge> : null}
    </div>
  );
}

function PlanFeatures({ plan }: { plan: Plan }) {
  return (
    <ul className="grid gap-2.5 text-sm text-fg">
      {plan.features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <ContentIcon name="check-circle" className="mt-0.5 size-4 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function PlanQuote({ plan }: { plan: Plan }) {
  if (!plan.testimonial) return null;
  return (
    <figure className="self-end border-l-2 border-accent/60 pl-4 text-sm text-fg-muted">
      <blockquote>“{plan.testimonial.quote}”</blockquote>
      <figcaption className="mt-1.5">
        <span className="font-medium text-fg">{plan.testimonial.author}</span>
        {plan.testimonial.example ? (
          <span className="block text-xs text-fg-subtle">{testimonialsSection.exampleLabel}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function PlanAction({ plan }: { plan: Plan }) {
  return (
    <ButtonLink
      href={plan.cta.href}
      dialog={plan.cta.dialog}
      variant={plan.popular ? "default" : "outline"}
      block
      className="self-end"
    >
      {plan.cta.label}
      <span className="sr-only">: {plan.name}</span>
    </ButtonLink>
  );
}
