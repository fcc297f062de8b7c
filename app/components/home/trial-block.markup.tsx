import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { trialBlock } from "~/content/pricing";
import { Glow } from "./visuals/glow.markup";

/** The free-trial block under the plans. */
export function TrialBlock() {
  return (
    <aside
      aria-labelledby="trial-title"
      className="relative isolate mt-12 flex flex-col gap-6 overflow-hidden rounded-card border border-border bg-surface-raised p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <Glow className="-top-24 -right-48 h-72 w-[40rem]" />
      <div>
        <Badge tone="success">{trialBlock.badge}</Badge>
        <h3 id="trial-title" className="mt-3 text-2xl font-semibold tracking-tight text-fg">
          {trialBlock.title}
        </h3>
        <p className="measure mt-2 text-fg-muted">{trialBlock.description}</p>
      </div>
      <ButtonLink href={trialBlock.cta.href} size="lg" className="max-md:w-full">
        {trialBlock.cta.label}
      </ButtonLink>
    </aside>
  );
}
