import { ButtonLink } from "~/components/ui/button";
import { trialBlock } from "~/content/pricing";

/** The free-trial block under the plans. */
export function TrialBlock() {
  return (
    <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-2xl border border-emerald-400/30 bg-emerald-500/10 p-8 md:flex-row md:items-center">
      <div>
        <p className="w-fit rounded-full bg-emerald-500/20 px-3 py-1 text-xs font-semibold text-emerald-200">
          {trialBlock.badge}
        </p>
        <h3 className="mt-3 text-2xl font-semibold text-white">{trialBlock.title}</h3>
        <p className="mt-2 max-w-2xl text-slate-200">{trialBlock.description}</p>
      </div>
      <ButtonLink href={trialBlock.cta.href} variant="secondary" className="shrink-0">
        {trialBlock.cta.label}
      </ButtonLink>
    </div>
  );
}
