import { StepNumber } from "~/components/ui/step-number";
import type { SetupGuide } from "~/content/types";

/**
 * A setup-guide step's number and words, on /crm-seo and in the guide's dialog. The drawn number
 * is decoration; the heading says "Step n" to a screen reader, which may reach it by heading alone.
 */
export function SetupGuideStepText({ step }: { step: SetupGuide["steps"][number] }) {
  return (
    <div className="flex gap-4">
      <StepNumber n={step.id} />
      <div>
        <h3 className="font-semibold text-fg">
          <span className="sr-only">Step {step.id}: </span>
          {step.title}
        </h3>
        <p className="mt-1 text-fg-muted">{step.description}</p>
      </div>
    </div>
  );
}
