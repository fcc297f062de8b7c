import type { ProcessStep } from "~/content/types";

/** Numbered steps of a process, as an ordered list. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className="rounded-xl bg-slate-50 p-5">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {step.step}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-1 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
