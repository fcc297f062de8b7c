import { SetupGuideIllustration } from "~/components/pages/setup-guide-illustration";
import { SetupGuideStepText } from "~/components/pages/setup-guide-step";
import { SetupGuideSupport } from "~/components/pages/setup-guide-support";
import { CTA } from "~/content/ctas";
import { crmSetupGuide as guide, setupGuideLabels } from "~/content/setup-guide";
import { ModalDialog } from "./modal-dialog";

/**
 * The setup guide as a dialog (docs/product.md §3.7): the numbered steps, each with its drawing
 * (inline, in the theme's colours) or, when it has none, a placeholder; the support box; Close
 * Guide. Loaded only when a trigger is clicked, so its copy never weighs on the page.
 */
export function SetupGuideDialog({ onClosed }: { onClosed: () => void }) {
  return (
    <ModalDialog
      id="setup-guide-dialog"
      title={guide.title}
      closeLabel={setupGuideLabels.close}
      onClosed={onClosed}
      className="max-w-3xl"
    >
      <p className="mt-2 text-fg-muted">{guide.description}</p>
      <ol className="mt-6 grid gap-4">
        {guide.steps.map((step) => (
          <li
            key={step.id}
            className="grid gap-4 rounded-card border border-border bg-surface-raised p-4 sm:grid-cols-[minmax(0,1fr)_11rem]"
          >
            <SetupGuideStepText step={step} />
            <SetupGuideIllustration name={step.image} />
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <SetupGuideSupport support={guide.supportInfo} bookingPath={CTA.bookConsultation.href} />
      </div>
    </ModalDialog>
  );
}
