import type { Ref } from "react";
import type { CrmVideo } from "~/content/crm-video";

/** The preview's sources apply only where the visitor has not asked for reduced motion. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/**
 * The CRM preview clip (docs/product.md §2.5, §2.10): muted, as it has no sound
 * (scripts/make-video.mjs encodes it without audio: nothing to caption), with its poster and
 * size. As the home page's `preview` it plays by itself, looped and without controls, hidden from
 * the keyboard and screen readers (the link over it is what they reach); its sources carry the
 * reduced-motion query, so for those who ask no source matches and the poster stands still.
 * Otherwise it is the clip with `controls`, on /crm-seo and in the dialog.
 */
export function CrmClip({
  video,
  preview = false,
  controls = false,
  loop = false,
  preload,
  videoRef,
  className,
}: {
  video: CrmVideo;
  preview?: boolean;
  controls?: boolean;
  loop?: boolean;
  preload?: "none" | "metadata";
  videoRef?: Ref<HTMLVideoElement>;
  className: string;
}) {
  return (
    <video
      ref={videoRef}
      {...(preview
        ? { "data-preview-video": "", "aria-hidden": true, tabIndex: -1, autoPlay: true, preload: "metadata" }
        : { preload })}
      controls={controls}
      loop={preview || loop}
      muted
      playsInline
      poster={video.poster}
      width={video.width}
      height={video.height}
      className={className}
    >
      {video.sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} media={preview ? MOTION_OK : undefined} />
      ))}
      {video.fallback}
    </video>
  );
}
