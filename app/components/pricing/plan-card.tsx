import { ButtonLink } from "~/components/ui/button-link";
import { ContentIcon } from "~/components/ui/content-icon";
import type { Plan } from "~/content/types";
import { PlanPrice } from "./plan-price";

/** One plan: price, what it includes, a customer's word on it, and its call to action. */
export function PlanCard({ plan, tone = "dark" }: { plan: Plan; tone?: "dark" | "light" }) {
  const dark = tone === "dark";
  const frame = plan.popular
    ? dark
      ? "border-brand-400 bg-brand-900/40 ring-1 ring-brand-400"
      : "border-brand-600 bg-white ring-1 ring-brand-600"
    : dark
      ? "border-white/10 bg-white/5"
      : "border-slate-200 bg-white";
  return (
    <article className={`relative flex h-full flex-col rounded-2xl border p-6 ${frame}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className={`text-xl font-semibold ${dark ? "text-white" : "text-slate-900"}`}>{plan.name}</h3>
        {plan.badge ? (
          <span
            className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${dark ? "bg-brand-500/20 text-brand-100" : "bg-brand-50 text-brand-800"}`}
          >
            {plan.badge}
          </span>
        ) : null}
      </div>
      <div className="mt-4">
        <PlanPrice plan={plan} tone={tone} />
      </div>
      <p className={`mt-3 ${dark ? "text-slate-300" : "text-slate-700"}`}>{plan.description}</p>
      <ul className={`mt-5 flex-1 space-y-2 text-sm ${dark ? "text-slate-200" : "text-slate-800"}`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <ContentIcon
              name="check-circle"
              className={`mt-0.5 h-4 w-4 shrink-0 ${dark ? "text-emerald-400" : "text-emerald-700"}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      <figure
        className={`mt-6 border-l-2 pl-4 text-sm ${dark ? "border-white/20 text-slate-300" : "border-slate-300 text-slate-700"}`}
      >
        <blockquote>“{plan.testimonial.quote}”</blockquote>
        <figcaption className="mt-1 font-medium">{plan.testimonial.author}</figcaption>
      </figure>
      <ButtonLink
        href={plan.cta.href}
        variant={plan.popular ? "primary" : dark ? "ghost-dark" : "outline-light"}
        className="mt-6 w-full"
      >
        {plan.cta.label}
        <span className="sr-only">: {plan.name}</span>
      </ButtonLink>
    </article>
  );
}

/** Grid columns by plan count (docs/product.md §9: the grid adapts to 2, 3, 4 or more plans). */
export function planGridClass(count: number): string {
  if (count <= 2) return "grid gap-6 md:grid-cols-2";
  if (count === 3) return "grid gap-6 md:grid-cols-2 lg:grid-cols-3";
  if (count === 4) return "grid gap-6 md:grid-cols-2 xl:grid-cols-4";
  return "grid gap-6 md:grid-cols-2 lg:grid-cols-3";
}
