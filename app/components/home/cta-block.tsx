import { ButtonLink } from "~/components/ui/button";
import { ctaBlock } from "~/content/home";

/** The closing call to action. */
export function CtaBlock() {
  return (
    <div className="mt-20 rounded-3xl bg-gradient-to-br from-brand-800 via-indigo-800 to-purple-900 px-6 py-14 text-center">
      <h3 className="text-3xl font-bold text-white">{ctaBlock.title}</h3>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{ctaBlock.description}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={ctaBlock.primaryCta.href} variant="secondary">
          {ctaBlock.primaryCta.label}
        </ButtonLink>
        <ButtonLink href={ctaBlock.secondaryCta.href} variant="outline">
          {ctaBlock.secondaryCta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
