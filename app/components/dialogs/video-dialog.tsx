import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { CrmClip } from "~/components/ui/crm-clip";
import { crmVideo } from "~/content/crm-video";
import { ModalDialog } from "./modal-dialog";

/**
 * The CRM clip in full (docs/product.md §2.5, ADR 051): muted and looped, no wider than it was
 * recorded, with a Pause/Play button of ours under it instead of the browser's controls over the
 * picture. It starts as it opens (the click that opened it allows that), unless the visitor prefers
 * reduced motion; a browser without the video element says so.
 */
export function VideoDialog({ onClosed }: { onClosed: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.current?.play().catch(() => undefined);
  }, []);
  const toggle = () => {
    const clip = video.current;
    if (!clip) return;
    if (clip.paused) void clip.play().catch(() => undefined);
    else clip.pause();
  };
  return (
    <ModalDialog
      id="crm-video-dialog"
      title={crmVideo.title}
      closeLabel={crmVideo.close}
      onClosed={onClosed}
      className="max-w-3xl"
    >
      <figure className="mt-5" style={{ maxWidth: crmVideo.width }}>
        <CrmClip
          video={crmVideo}
          videoRef={video}
          loop
          onPlaying={setPlaying}
          className="h-auto w-full rounded-xl border border-border bg-surface-sunken"
        />
        <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-fg-subtle">
          {crmVideo.caption}
          <button type="button" onClick={toggle} className={buttonClass({ variant: "outline", size: "sm" })}>
            {playing ? crmVideo.pause : crmVideo.play}
          </button>
        </figcaption>
      </figure>
    </ModalDialog>
  );
}
