import { StepNumber } from "~/components/ui/step-number";
import type { ProcessStep } from "~/content/types";

/** Numbered steps of a process, as an ordered list; on wide screens a line joins them. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {steps.map((step) => (
        <li key={step.step} className="relative">
          <div className="flex items-center gap-4">
            <StepNumber n={step.step} />
            <span aria-hidden="true" className="hidden h-px flex-1 bg-border-strong lg:block" />
          </div>
          <h3 className="mt-4 text-lg font-semibold text-fg">{step.title}</h3>
          <p className="mt-1.5 text-fg-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
