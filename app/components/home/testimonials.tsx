import { ContentIcon, UiIcon } from "~/components/ui/content-icon";
import { PageSection } from "~/components/ui/page-section";
import { testimonialsSection } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";

const itemId = (index: number) => `testimonial-${index + 1}`;

/** "Dr. Laura Benton" → "LB": titles ending in a full stop are skipped. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith("."))
    .map((word) => word[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
}

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full text-fg-muted transition hover:bg-surface-sunken hover:text-fg";

/**
 * The testimonial carousel as a scroll-snapping list: every card is in the server's HTML. Previous,
 * next and the dots are links to each item's id, so they work without JavaScript; the browser
 * scrolls the list to the item. The carousel's motion (docs/product.md §11.5) builds on these links.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  /** Wraps at both ends, as the carousel does. */
  const wrap = (index: number) => (index + items.length) % items.length;
  return (
    <PageSection
      id="testimonials"
      anchor={testimonialsSection.id}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      lead={testimonialsSection.description}
      align="center"
      band
    >
      <ol className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0">
        {items.map((t, index) => (
          <li
            key={t.name}
            id={itemId(index)}
            className="relative w-[85%] shrink-0 scroll-mt-24 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
          >
            <figure className="flex h-full flex-col rounded-card border border-border bg-surface-raised p-6">
              <div className="flex items-center justify-between gap-3">
                <p className="flex gap-0.5 text-warning">
                  {Array.from({ length: t.rating }, (_, star) => (
                    <ContentIcon key={star} name="star" className="size-4 fill-current" />
                  ))}
                  <span className="sr-only">{testimonialsSection.ratingLabel(t.rating)}</span>
                </p>
                <p className="-my-2 -mr-2 flex gap-1">
                  <a href={`#${itemId(wrap(index - 1))}`} className={ARROW}>
                    <UiIcon name="chevron-left" />
                    <span className="sr-only">{testimonialsSection.previousLabel}</span>
                  </a>
                  <a href={`#${itemId(wrap(index + 1))}`} className={ARROW}>
                    <UiIcon name="chevron-right" />
                    <span className="sr-only">{testimonialsSection.nextLabel}</span>
                  </a>
                </p>
              </div>
              <blockquote className="mt-4 flex-1 text-pretty text-fg">“{t.content}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
                >
                  {initials(t.name)}
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold text-fg">{t.name}</span>
                  <span className="block text-fg-muted">
                    {t.position}, {t.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <nav aria-label={testimonialsSection.dotsLabel} className="mt-4">
        <ul className="flex justify-center">
          {items.map((t, index) => (
            <li key={t.name}>
              <a href={`#${itemId(index)}`} className="group flex h-11 w-8 items-center justify-center">
                <span
                  aria-hidden="true"
                  className="size-2 rounded-full bg-border-strong transition group-hover:bg-fg-muted group-focus-visible:bg-accent"
                />
                <span className="sr-only">{`${t.name}, ${t.company}`}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PageSection>
  );
}
