import { useEffect, useRef } from "react";
import { crmVideo } from "~/content/crm-video";
import { ModalDialog } from "./modal-dialog";

/**
 * The CRM preview in full, with controls (docs/product.md §2.5). It starts playing as it opens
 * (the click that opened it allows that); a browser without the video element says so.
 */
export function VideoDialog({ onClosed }: { onClosed: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    video.current?.play().catch(() => undefined);
  }, []);
  return (
    <ModalDialog
      labelledBy="crm-video-dialog-title"
      closeLabel={crmVideo.close}
      onClosed={onClosed}
      className="max-w-4xl"
    >
      <h2
        id="crm-video-dialog-title"
        tabIndex={-1}
        className="outline-none text-xl font-semibold tracking-tight text-fg"
      >
        {crmVideo.title}
      </h2>
      <figure className="mt-5">
        <video
          ref={video}
          controls
          // The clip has no sound (scripts/make-video.mjs encodes it without audio): nothing to caption.
          muted
          playsInline
          loop
          poster={crmVideo.poster}
          width={crmVideo.width}
          height={crmVideo.height}
          className="h-auto w-full rounded-xl border border-border bg-surface-sunken"
        >
          {crmVideo.sources.map((source) => (
            <source key={source.type} src={source.src} type={source.type} />
          ))}
          {crmVideo.fallback}
        </video>
        <figcaption className="mt-3 text-sm text-fg-subtle">{crmVideo.caption}</figcaption>
      </figure>
    </ModalDialog>
  );
}
