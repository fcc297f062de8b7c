/**
 * The CRM promo's preview clip (docs/product.md §2.5, ADR 029): the site's own mock dashboard,
 * recorded by scripts/make-video.mjs into public/videos/ (no external video host). The home page
 * plays it muted in a loop; the dialog, and /crm-seo without JavaScript, show it with controls.
 * Pages take it from their loader (ADR 022): the browser's only copy is the dialog's chunk.
 */
export const crmVideo = {
  /** /crm-seo shows the clip with controls in a section with this id; the preview links there. */
  sectionId: "crm-video",
  title: "The SEO dashboard, inside your CRM",
  label: "Watch the CRM integration overview",
  fallback: "Your browser does not support the video tag.",
  caption: "Recorded from the SEO dashboard with sample data",
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
