import { CrmVideoStill } from "~/components/ui/crm-video-still.markup";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM promo's picture (docs/product.md §2.5, ADR 051): the dashboard's still, whose link opens
 * the clip in a dialog, or without JavaScript leads to the same still on /crm-seo. The home page is
 * forced dark, so the dark picture is asked for. Server markup only: no state, no handlers.
 */
export function CrmVideoPreview({ video }: { video: CrmVideo }) {
  return (
    <CrmVideoStill
      video={video}
      href={`/crm-seo#${video.sectionId}`}
      theme="dark"
      sizes="(min-width: 1024px) 35rem, calc(100vw - 4.5rem)"
    />
  );
}
