import type { ReactNode } from "react";
import { visualLabels } from "~/content/page-labels";
import { portfolioImages, websiteShowcase } from "~/content/portfolio";

/**
 * A browser window around a page mock-up, its address in the bar (none where the window is too small
 * to print it whole) and the "Example design" label.
 */
function BrowserFrame({ address, children }: { address?: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface-raised shadow-pop">
      <div className="flex items-center gap-3 border-b border-border bg-surface-sunken px-3 py-2">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
        </span>
        {address ? (
          <span className="min-w-0 flex-1 truncate rounded-md bg-surface-raised px-3 py-1 text-xs text-fg-subtle ring-1 ring-border ring-inset">
            {address}
          </span>
        ) : (
          <span className="flex-1" />
        )}
        <span className="shrink-0 rounded-full bg-fg px-2.5 py-0.5 text-xs font-semibold text-surface">
          {visualLabels.exampleDesign}
        </span>
      </div>
      {children}
    </div>
  );
}

/**
 * The Website Development hero: the four example designs, one concept per industry, each in its
 * browser window with the "Example design" label in the window's bar, never over the design (no
 * address: a window this small could print it only cut short). Below 768 px only the first is
 * shown, at the column's width: four windows of 150 px are unreadable, and the grid further down
 * shows them all full size. One image to assistive technology.
 */
export function SiteShowcase() {
  return (
    <figure role="img" aria-label={websiteShowcase.alt}>
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-2" aria-hidden="true">
        {websiteShowcase.ids.map((id, index) => {
          const image = portfolioImages[id]!;
          return (
            <li key={id} className={index === 0 ? "" : "hidden flex-col md:flex"}>
              <BrowserFrame>
                <img src={image.src} alt="" width={image.width} height={image.height} className="block h-auto w-full" />
              </BrowserFrame>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/**
 * The example designs for the featured industries, each with its section's id (other pages link
 * to #fire-unions and the rest), title and description, and the "Example design" label.
 */
export function PortfolioGrid({ sections }: { sections: { id: string; title: string; description: string }[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-8 gap-y-12 md:grid-cols-2">
      {sections.map((section) => {
        const image = portfolioImages[section.id];
        return (
          <li key={section.id} id={section.id} className="scroll-mt-24">
            <figure>
              {image ? (
                <BrowserFrame address={image.address}>
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className="block h-auto w-full"
                  />
                </BrowserFrame>
              ) : null}
              <figcaption className="mt-5">
                <h3 className="text-xl font-semibold text-fg">{section.title}</h3>
                <p className="mt-1.5 text-fg-muted">{section.description}</p>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
