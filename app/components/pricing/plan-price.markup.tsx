import { pricingLabels } from "~/content/pricing";
import { usd } from "~/content/prices";
import type { Plan } from "~/content/types";

/** A plan's price as "From $149/mo", "$2,999 one-time" or "Custom", read out in words. */
export function PlanPrice({ plan }: { plan: Plan }) {
  if (plan.isCustom || plan.price === "Custom") {
    return <p className="text-4xl font-semibold tracking-tight text-fg">{pricingLabels.custom}</p>;
  }
  return (
    <p className="text-fg-muted">
      {plan.isStartingAt ? <span className="mr-1 text-sm">{pricingLabels.from}</span> : null}
      <span className="text-4xl font-semibold tracking-tight text-fg tabular-nums">{usd(plan.price)}</span>
      {plan.billing === "monthly" ? (
        <>
          <span aria-hidden="true">/mo</span>
          <span className="sr-only"> {pricingLabels.perMonth}</span>
        </>
      ) : (
        <span> {pricingLabels.oneTime}</span>
      )}
    </p>
  );
}
