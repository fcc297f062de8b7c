import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import type { Plan } from "~/content/types";
import { PlanPrice } from "./plan-price";

/**
 * One plan as a list item of the plans grid. Its six slots (name, price, description, features,
 * quote, action) are rows of the grid's subgrid, so they line up across the cards of a row.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const ring = plan.popular ? "border-accent ring-1 ring-accent" : "border-border";
  return (
    <li
      className={`relative row-span-6 grid grid-rows-subgrid gap-y-4 rounded-card border bg-surface-raised p-6 shadow-sm transition hover:border-border-strong hover:shadow-card ${ring}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-fg">{plan.name}</h3>
        {plan.badge ? <Badge>{plan.badge}</Badge> : null}
      </div>
      <PlanPrice plan={plan} />
      <p className="text-sm text-fg-muted">{plan.description}</p>
      <ul className="space-y-2.5 text-sm text-fg">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <ContentIcon name="check-circle" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.testimonial ? (
        <figure className="self-end border-l-2 border-border-strong pl-4 text-sm text-fg-muted">
          <blockquote>“{plan.testimonial.quote}”</blockquote>
          <figcaption className="mt-1 font-medium text-fg">{plan.testimonial.author}</figcaption>
        </figure>
      ) : (
        <div aria-hidden="true" />
      )}
      <ButtonLink href={plan.cta.href} variant={plan.popular ? "default" : "outline"} block className="self-end">
        {plan.cta.label}
        <span className="sr-only">: {plan.name}</span>
      </ButtonLink>
    </li>
  );
}

/** Columns by plan count (docs/product.md §9: the grid adapts to 2, 3, 4 or more plans). */
export function planGridClass(count: number): string {
  const base = "grid gap-x-6 gap-y-10";
  if (count <= 2) return `${base} md:grid-cols-2`;
  if (count === 3) return `${base} lg:grid-cols-3`;
  if (count === 4) return `${base} md:grid-cols-2 xl:grid-cols-4`;
  return `${base} md:grid-cols-2 lg:grid-cols-3`;
}
