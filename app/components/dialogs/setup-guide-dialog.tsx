import { useState } from "react";
import { SetupGuideStepText } from "~/components/pages/setup-guide-step";
import { SetupGuideSupport } from "~/components/pages/setup-guide-support";
import { ContentIcon } from "~/components/ui/content-icon";
import { CTA } from "~/content/ctas";
import { crmSetupGuide as guide, SETUP_GUIDE_IMAGE_SIZE, setupGuideLabels } from "~/content/setup-guide";
import { ModalDialog } from "./modal-dialog";

/**
 * The setup guide as a dialog (docs/product.md §3.7): the numbered steps, each with its picture or,
 * when it has none or it fails to load, a placeholder; the support box; Close Guide. Loaded only
 * when a trigger is clicked, so its copy never weighs on the page.
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
            <StepPicture src={step.image} />
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <SetupGuideSupport support={guide.supportInfo} bookingPath={CTA.bookConsultation.href} />
      </div>
    </ModalDialog>
  );
}

/** Decorative (the step's words say it all): a missing or broken picture gives way to a placeholder. */
function StepPicture({ src }: { src?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        aria-hidden="true"
        data-step-placeholder
        style={{ aspectRatio: "8 / 5" }}
        className="flex items-center justify-center rounded-lg border border-dashed border-border-strong bg-surface-sunken text-fg-subtle"
      >
        <ContentIcon name="monitor" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      {...SETUP_GUIDE_IMAGE_SIZE}
      decoding="async"
      onError={() => setFailed(true)}
      className="h-auto w-full rounded-lg border border-border"
    />
  );
}
