import { ContentIcon } from "~/components/ui/content-icon";
import { testimonials, testimonialsSection } from "~/content/testimonials";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

const itemId = (index: number) => `testimonial-${index + 1}`;
/** Wraps at both ends, as the carousel does. */
const wrap = (index: number) => (index + testimonials.length) % testimonials.length;

/** "Dr. Laura Benton" → "LB": titles ending in a full stop are skipped. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith("."))
    .map((word) => word[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
}

/**
 * The testimonial carousel as a scroll-snapping list. Previous/next and the dots are links to
 * each item's id, so they work without JavaScript; the browser scrolls the list to the item.
 */
export function Testimonials() {
  const linkClass =
    "inline-flex h-9 w-9 items-center justify-center rounded-full border border-white/20 text-white hover:bg-white/10";
  return (
    <section
      id={testimonialsSection.id}
      aria-labelledby="testimonials-title"
      className={`${SECTION_CLASS} bg-slate-900`}
    >
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="testimonials-title"
          title={testimonialsSection.title}
          description={testimonialsSection.description}
        />
        <ol className="mt-12 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4">
          {testimonials.map((t, index) => (
            <li
              key={t.name}
              id={itemId(index)}
              className="relative w-[85%] shrink-0 scroll-mt-24 snap-start sm:w-[60%] lg:w-[calc((100%-3rem)/3)]"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
                <p className="flex gap-1 text-amber-300">
                  {Array.from({ length: t.rating }, (_, star) => (
                    <ContentIcon key={star} name="star" className="h-4 w-4 fill-current" />
                  ))}
                  <span className="sr-only">{testimonialsSection.ratingLabel(t.rating)}</span>
                </p>
                <blockquote className="mt-4 flex-1 text-slate-200">“{t.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{t.name}</span>
                    <span className="block text-sm text-slate-300">
                      {t.position}, {t.company}
                    </span>
                  </span>
                </figcaption>
                <p className="mt-5 flex justify-end gap-2">
                  <a href={`#${itemId(wrap(index - 1))}`} className={linkClass}>
                    <span aria-hidden="true">←</span>
                    <span className="sr-only">{testimonialsSection.previousLabel}</span>
                  </a>
                  <a href={`#${itemId(wrap(index + 1))}`} className={linkClass}>
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">{testimonialsSection.nextLabel}</span>
                  </a>
                </p>
              </figure>
            </li>
          ))}
        </ol>
        <nav aria-label={testimonialsSection.dotsLabel} className="mt-6">
          <ul className="flex justify-center gap-2">
            {testimonials.map((t, index) => (
              <li key={t.name}>
                <a
                  href={`#${itemId(index)}`}
                  className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-white/10"
                >
                  <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-slate-300" />
                  <span className="sr-only">{`${t.name}, ${t.company}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
