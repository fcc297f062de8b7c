/**
 * Client testimonials as the pages use them (issue 36 §1, ADR 074). They are records the company
 * enters in /admin/proof (public.testimonials), never text in the code: a page shows the published
 * ones it was given and nothing that claims a client's voice when there are none.
 */
import type { Plan } from "~/content/types";

/**
 * A client's words (docs/product.md §3.7). `example` marks one the team wrote for the local demo
 * (the seed's `illustrative` rows): its name is a role, its company a kind of business and a place,
 * and the page labels it as an illustration instead of showing stars or initials (ADR 053).
 */
export interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  content: string;
  /** The client's photo (a path on the site or the company's storage); initials otherwise. */
  image?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Where the words can be checked (a public review), when there is such a place. */
  sourceUrl?: string;
  /** The plan card that quotes it; none for the carousel only. */
  planId?: string;
  example?: true;
}

/** The columns of public.testimonials the pages read. */
export const TESTIMONIAL_COLUMNS =
  "id, name, role, company, quote, photo_url, rating, source_url, plan_id, illustrative, position, created_at";

export interface TestimonialRow {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  photo_url: string | null;
  rating: number;
  source_url: string | null;
  plan_id: string | null;
  illustrative: boolean;
  position: number;
  created_at: string;
}

const asRating = (value: number): Testimonial["rating"] =>
  Math.min(5, Math.max(1, Math.round(value))) as Testimonial["rating"];

/** The rows in the order the admin set (then oldest first), as the pages use them. */
export function fromTestimonialRows(rows: TestimonialRow[]): Testimonial[] {
  return [...rows]
    .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
    .map((row) => ({
      id: row.id,
      name: row.name,
      position: row.role,
      company: row.company,
      content: row.quote,
      ...(row.photo_url ? { image: row.photo_url } : {}),
      rating: asRating(row.rating),
      ...(row.source_url ? { sourceUrl: row.source_url } : {}),
      ...(row.plan_id ? { planId: row.plan_id } : {}),
      ...(row.illustrative ? { example: true as const } : {}),
    }));
}

/** Who said it, in one line: "Dana Ruiz, Owner, Ruiz Dental". */
export const attribution = (t: Testimonial) => [t.name, t.position, t.company].filter(Boolean).join(", ");

/** The plans with the quote the company attached to each; a plan without one shows none. */
export function withPlanQuotes(plans: Plan[], testimonials: Testimonial[]): Plan[] {
  return plans.map((plan) => {
    const quote = testimonials.find((t) => t.planId === plan.id);
    return quote
      ? {
          ...plan,
          testimonial: {
            quote: quote.content,
            author: attribution(quote),
            ...(quote.example ? { example: true as const } : {}),
          },
        }
      : plan;
  });
}

/** The testimonials that are not a plan's quote: the carousel's. */
export const carouselTestimonials = (testimonials: Testimonial[]) => testimonials.filter((t) => !t.planId);

/** A key that changes whenever what the testimonials would draw changes (for markup kept per isolate). */
export const testimonialsKey = (testimonials: Testimonial[]) => JSON.stringify(testimonials);
