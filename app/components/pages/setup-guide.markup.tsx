import { PageSection } from "~/components/ui/page-section.markup";
import type { SetupGuide } from "~/content/types";
import { SetupGuideIllustration } from "./setup-guide-illustration";
import { SetupGuideStepText } from "./setup-guide-step";
import { SetupGuideSupport } from "./setup-guide-support";

/**
 * The CRM setup guide as a numbered list, rendered on the server: the page
 * for readers without JavaScript; with it, the guide's triggers open the same steps in a dialog
 * (components/dialogs). Step pictures are decorative (each step's words say it all), drawn inline
 * in the theme's colours (SetupGuideIllustration).
 */
export function SetupGuideSection({ id, guide, bookingPath }: { id: string; guide: SetupGuide; bookingPath: string }) {
  return (
    <PageSection id={id} anchor={id} title={guide.title} lead={guide.description}>
      {/* Three to a row on wide screens, the last row centred: five steps read 3 + 2, none alone. */}
      <ol className="flex flex-wrap justify-center gap-4">
        {guide.steps.map((step) => (
          <li
            key={step.id}
            className="grid w-full gap-4 rounded-card border border-border bg-surface-raised p-5 sm:grid-cols-[minmax(0,1fr)_12rem] lg:block lg:w-[calc((100%-2rem)/3)]"
          >
            <SetupGuideStepText step={step} />
            <div className="lg:pt-6">
              <SetupGuideIllustration name={step.image} />
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10">
        <SetupGuideSupport support={guide.supportInfo} bookingPath={bookingPath} />
      </div>
    </PageSection>
  );
}
