import { CrmClip } from "~/components/ui/crm-clip";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM promo's preview clip (docs/product.md §2.5): muted, looped, without controls. It plays by
 * itself, with no script, only for visitors who do not ask for reduced motion: its sources carry
 * that media query, so for the others no source matches and the poster stands still. The link over
 * it opens the clip with controls in a dialog; without JavaScript it leads to the same clip on
 * /crm-seo. Server markup only: no state, no handlers.
 */
export function CrmVideoPreview({ video }: { video: CrmVideo }) {
  return (
    <figure>
      <div className="group relative overflow-hidden rounded-2xl border border-border-strong/70 bg-surface-raised shadow-pop">
        <CrmClip video={video} preview className="block h-auto w-full" />
        <a
          href={`/crm-seo#${video.sectionId}`}
          data-dialog-open="crm-video"
          // The focus ring inside the frame's rounded edge; inline, as no other element needs it.
          style={{ outlineOffset: -4 }}
          className="absolute inset-0 flex items-end p-4"
        >
          <span className="inline-flex min-h-11 items-center gap-2.5 rounded-full bg-surface/90 py-1.5 pr-4 pl-2 text-sm font-semibold text-fg shadow-pop ring-1 ring-border backdrop-blur transition-colors group-hover:bg-surface">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-accent-solid text-on-accent"
            >
              <svg viewBox="0 0 24 24" className="size-3.5 fill-current">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            </span>
            {video.label}
          </span>
        </a>
      </div>
      <figcaption className="mt-3 text-sm text-fg-subtle">{video.caption}</figcaption>
    </figure>
  );
}
