import { PageSection } from "~/components/ui/page-section";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM preview clip with controls, as page content on /crm-seo: where the home page's preview
 * leads without JavaScript (docs/product.md §2.10). It loads nothing until asked to play.
 */
export function CrmVideoSection({ video }: { video: CrmVideo }) {
  return (
    <PageSection id={video.sectionId} anchor={video.sectionId} title={video.title}>
      <figure className="max-w-3xl">
        <video
          controls
          // The clip has no sound (scripts/make-video.mjs encodes it without audio): nothing to caption.
          muted
          playsInline
          preload="none"
          poster={video.poster}
          width={video.width}
          height={video.height}
          className="h-auto w-full rounded-2xl border border-border bg-surface-sunken shadow-card"
        >
          {video.sources.map((source) => (
            <source key={source.type} src={source.src} type={source.type} />
          ))}
          {video.fallback}
        </video>
        <figcaption className="mt-3 text-sm text-fg-subtle">{video.caption}</figcaption>
      </figure>
    </PageSection>
  );
}
