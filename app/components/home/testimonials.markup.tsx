import { Badge } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { StarRow } from "~/components/ui/star-row.markup";
import { testimonialsSection } from "~/content/testimonials";
import { attribution, type Testimonial } from "~/lib/proof/testimonials";
import { hook } from "~/lib/markup/data-hooks";
import { CAROUSEL_DOT, CAROUSEL_HOOKS } from "./testimonials.behaviour";

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

/** Invisible, in their place, until the carousel's behaviour shows them (no script, no use). */
const ARROW =
  "invisible inline-flex size-11 items-center justify-center rounded-full border border-border text-fg-muted transition hover:bg-surface-sunken hover:text-fg";

/**
 * The client's photo, with their initials behind it for when there is none or it fails to load
 * (the carousel's behaviour swaps them, app/components/home/testimonials.behaviour.ts).
 */
function Portrait({ item }: { item: Testimonial }) {
  // An illustration has no person behind it: no initials (ADR 053).
  if (item.example) {
    return (
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-fg-subtle">
        <ContentIcon name="users" className="size-5" />
      </span>
    );
  }
  const letters = (
    <span
      aria-hidden="true"
      hidden={Boolean(item.image)}
      {...hook(CAROUSEL_HOOKS.portraitInitials)}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
    >
      {initials(item.name)}
    </span>
  );
  if (!item.image) return letters;
  return (
    <>
      <img
        src={item.image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        {...hook(CAROUSEL_HOOKS.portrait)}
        className="size-10 shrink-0 rounded-full object-cover"
      />
      {letters}
    </>
  );
}

/**
 * The testimonial carousel, server markup (docs/decisions/036): a scroll-snapping list with every
 * card, and dots that are links to each card, so it works without JavaScript. With it
 * (app/components/home/testimonials.behaviour.ts), the dots and one previous/next pair (shown only then, in space kept for
 * them) scroll the list itself, wrapping at both ends, without touching the address or the page's
 * scroll position; the dot of the card in front is marked current as the list is scrolled by any
 * means.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <PageSection
      id="testimonials"
      anchor={testimonialsSection.id}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      // The local demo's entries are all the team's illustrations: the lead says so (ADR 053).
      lead={items.every((t) => t.example) ? testimonialsSection.examplesDescription : testimonialsSection.description}
      align="center"
      band
    >
      <div {...hook(CAROUSEL_HOOKS.root)}>
        <ol
          {...hook(CAROUSEL_HOOKS.list)}
          // A region that scrolls sideways takes focus, so the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={testimonialsSection.title}
          className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {items.map((t, index) => (
            <li
              key={t.id}
              id={itemId(index)}
              className="relative w-[85%] shrink-0 scroll-mt-24 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
            >
              <figure className="flex h-full flex-col rounded-card border border-border bg-surface-raised p-6">
                {t.example ? (
                  <p>
                    <Badge tone="neutral">{testimonialsSection.exampleLabel}</Badge>
                  </p>
                ) : (
                  <p className="flex text-warning">
                    <StarRow count={t.rating} gapPx={2} />
                    <span className="sr-only">{testimonialsSection.ratingLabel(t.rating)}</span>
                  </p>
                )}
                <blockquote className="mt-4 flex-1 text-pretty text-fg">“{t.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                  <Portrait item={t} />
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-fg">{t.name}</span>
                    <span className="block text-fg-muted">{[t.position, t.company].filter(Boolean).join(", ")}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
        <div className="mt-4 flex items-center justify-center gap-2">
          <button type="button" {...hook(CAROUSEL_HOOKS.step, "-1")} className={ARROW}>
            <UiIcon name="chevron-left" />
            <span className="sr-only">{testimonialsSection.previousLabel}</span>
          </button>
          <nav aria-label={testimonialsSection.dotsLabel}>
            <ul className="flex justify-center">
              {items.map((t, index) => (
                <li key={t.id}>
                  <a
                    href={`#${itemId(index)}`}
                    {...hook(CAROUSEL_HOOKS.dot, index)}
                    aria-current={index === 0 ? "true" : undefined}
                    className="group flex h-11 w-8 items-center justify-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`h-2 rounded-full transition-all group-hover:bg-fg-muted group-focus-visible:bg-accent ${
                        index === 0 ? CAROUSEL_DOT.current : CAROUSEL_DOT.other
                      }`}
                    />
                    <span className="sr-only">{attribution(t)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" {...hook(CAROUSEL_HOOKS.step, "1")} className={ARROW}>
            <UiIcon name="chevron-right" />
            <span className="sr-only">{testimonialsSection.nextLabel}</span>
          </button>
        </div>
      </div>
    </PageSection>
  );
}
