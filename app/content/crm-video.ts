/**
 * The CRM promo's clip (docs/product.md §2.5, ADR 029, ADR 051): the site's own mock dashboard,
 * recorded by scripts/make-video.mjs into public/videos/ (no external video host). Pages show a
 * still of the dashboard (its product screenshot) with `label` over it; that opens the clip in a
 * dialog, muted and looped, with a Pause/Play button of ours under it (no native controls over the
 * picture). Without JavaScript the still's link plays the file in the browser's own viewer.
 * Pages take it from their loader (ADR 022): the browser's only copy is the dialog's chunk.
 */
export const crmVideo = {
  /** /crm-seo shows the still in a section with this id; the home page's still links there. */
  sectionId: "crm-video",
  title: "The SEO Dashboard, Inside Your CRM",
  label: "Watch the CRM integration overview",
  fallback: "Your browser does not support the video tag.",
  caption: "Recorded from the SEO dashboard with sample data",
  /** Under the still that opens the clip. */
  stillCaption: "How the SEO dashboard looks inside your CRM\u00a0— sample data",
  pause: "Pause video",
  play: "Play video",
  close: "Close video",
  poster: "/videos/crm-seo-preview-poster.webp",
  sources: [
    { src: "/videos/crm-seo-preview.webm", type: "video/webm" },
    { src: "/videos/crm-seo-preview.mp4", type: "video/mp4" },
  ],
  /** The recording's size (640 wide, the dashboard's own proportions). */
  width: 640,
  height: 396,
} as const;

export type CrmVideo = typeof crmVideo;
