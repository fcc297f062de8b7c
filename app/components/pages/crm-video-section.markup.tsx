import { CrmClip } from "~/components/ui/crm-clip";
import { PageSection } from "~/components/ui/page-section.markup";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM preview clip with controls, as page content on /crm-seo: where the home page's preview
 * leads without JavaScript (docs/product.md §2.10). It loads nothing until asked to play.
 */
export function CrmVideoSection({ video }: { video: CrmVideo }) {
  return (
    <PageSection id={video.sectionId} anchor={video.sectionId} title={video.title}>
      <figure className="max-w-3xl">
        <CrmClip
          video={video}
          controls
          preload="none"
          className="h-auto w-full rounded-2xl border border-border bg-surface-sunken shadow-card"
        />
        <figcaption className="mt-3 text-sm text-fg-subtle">{video.caption}</figcaption>
      </figure>
    </PageSection>
  );
}
