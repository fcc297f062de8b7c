import type { CrmVideo } from "~/content/crm-video";
import { hook } from "~/lib/markup/data-hooks";
import { DIALOG_HOOKS } from "~/lib/ui/dialogs";
import { productShots, type ProductShotTheme } from "~/content/product-shots";
import { ProductImage } from "./product-image.markup";

/**
 * The CRM clip's still (ADR 051): the mock dashboard's product screenshot, the picture the clip is
 * recorded from, and under it the link that plays the clip. With JavaScript the link opens the clip
 * in a dialog (`data-dialog-open`); without it, `href` leads on (the home page to /crm-seo's still,
 * /crm-seo's to the file, which the browser plays in its own viewer). Nothing is drawn over the
 * picture. Server markup only.
 */
export function CrmVideoStill({
  video,
  href,
  sizes,
  theme = "auto",
  fill = false,
}: {
  video: CrmVideo;
  href: string;
  sizes: string;
  /** "dark" on the home page, which is forced dark (ProductImage). */
  theme?: "auto" | ProductShotTheme;
  /** Take the column's full width (/crm-seo's section, where it is the one thing beside the heading). */
  fill?: boolean;
}) {
  const shot = productShots["mock-dashboard"];
  return (
    <figure style={fill ? undefined : { maxWidth: shot.width }}>
      <a href={href} {...hook(DIALOG_HOOKS.open, "crm-video")} className="group block rounded-2xl outline-offset-4">
        <ProductImage shot={shot} sizes={sizes} theme={theme} />
        <span className="mt-4 inline-flex min-h-11 items-center gap-2.5 rounded-full bg-surface py-1.5 pr-4 pl-2 text-sm font-semibold text-fg shadow-card ring-1 ring-border transition-colors group-hover:bg-surface-raised">
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
      <figcaption className="mt-2 text-sm text-fg-subtle">{video.stillCaption}</figcaption>
    </figure>
  );
}
