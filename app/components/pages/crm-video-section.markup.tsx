import { PageSection } from "~/components/ui/page-section.markup";
import { CrmVideoStill } from "~/components/ui/crm-video-still.markup";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM clip's section on /crm-seo (docs/product.md §2.10): the dashboard's still, large, where the
 * integration is sold, and the link that plays the clip (a dialog with JavaScript, the file in the
 * browser's viewer without). It is where the home page's still leads without JavaScript.
 */
export function CrmVideoSection({ video }: { video: CrmVideo }) {
  const file = video.sources.find((source) => source.type === "video/mp4") ?? video.sources[0];
  return (
    <PageSection id={video.sectionId} anchor={video.sectionId} title={video.title} split>
      <CrmVideoStill video={video} href={file.src} sizes="(min-width: 1024px) 50rem, calc(100vw - 2.5rem)" fill />
    </PageSection>
  );
}
