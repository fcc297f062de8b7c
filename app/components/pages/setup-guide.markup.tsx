import { PageSection } from "~/components/ui/page-section.markup";
import { LazyImage } from "~/components/ui/lazy-image.markup";
import type { SetupGuide } from "~/content/types";
import { SetupGuideStepText } from "./setup-guide-step";
import { SetupGuideSupport } from "./setup-guide-support";

/**
 * The CRM setup guide as a numbered list, rendered on the server: the page
 * for readers without JavaScript; with it, the guide's triggers open the same steps in a dialog
 * (components/dialogs). Step pictures are decorative: each step's words say it all.
 */
export function SetupGuideSection({
  id,
  guide,
  imageSize,
  bookingPath,
}: {
  id: string;
  guide: SetupGuide;
  imageSize: { width: number; height: number };
  bookingPath: string;
}) {
  return (
    <PageSection id={id} anchor={id} title={guide.title} lead={guide.description}>
      <ol className="grid gap-6 lg:grid-cols-2">
        {guide.steps.map((step) => (
          <li
            key={step.id}
            className={`grid gap-4 rounded-card border border-border bg-surface-raised p-5 ${step.image ? "sm:grid-cols-[minmax(0,1fr)_12rem]" : ""}`}
          >
            <SetupGuideStepText step={step} />
            {step.image ? (
              <LazyImage
                image={{ src: step.image, alt: "", ...imageSize }}
                className="rounded-lg border border-border"
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-10">
        <SetupGuideSupport support={guide.supportInfo} bookingPath={bookingPath} />
      </div>
    </PageSection>
  );
}
