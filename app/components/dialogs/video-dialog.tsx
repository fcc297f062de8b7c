import { useEffect, useRef } from "react";
import { CrmClip } from "~/components/ui/crm-clip";
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
      id="crm-video-dialog"
      title={crmVideo.title}
      closeLabel={crmVideo.close}
      onClosed={onClosed}
      className="max-w-4xl"
    >
      <figure className="mt-5">
        <CrmClip
          video={crmVideo}
          videoRef={video}
          controls
          loop
          className="h-auto w-full rounded-xl border border-border bg-surface-sunken"
        />
        <figcaption className="mt-3 text-sm text-fg-subtle">{crmVideo.caption}</figcaption>
      </figure>
    </ModalDialog>
  );
}
