import type { Ref } from "react";
import type { CrmVideo } from "~/content/crm-video";

/**
 * The CRM clip (docs/product.md §2.5, ADR 051), as the video dialog plays it: muted, as it has no
 * sound (scripts/make-video.mjs encodes it without audio: nothing to caption), with its poster and
 * size, and without the browser's controls, which would sit over the dashboard's cards; the dialog
 * gives its own Pause/Play button, told of every change by `onPlaying`.
 */
export function CrmClip({
  video,
  loop = false,
  videoRef,
  onPlaying,
  className,
}: {
  video: CrmVideo;
  loop?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  onPlaying?: (playing: boolean) => void;
  className: string;
}) {
  return (
    <video
      ref={videoRef}
      loop={loop}
      muted
      playsInline
      preload="metadata"
      poster={video.poster}
      width={video.width}
      height={video.height}
      onPlay={() => onPlaying?.(true)}
      onPause={() => onPlaying?.(false)}
      className={className}
    >
      {video.sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
      {video.fallback}
    </video>
  );
}
