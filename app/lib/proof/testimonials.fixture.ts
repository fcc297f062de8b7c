/**
 * Testimonials for tests that draw the home page with some published: one real-looking client on
 * the carousel, one illustrative entry, one plan's quote. Test data, never shown on the site.
 */
import type { Testimonial } from "./testimonials";

export const publishedTestimonials: Testimonial[] = [
  {
    id: "00000000-0000-4000-8000-00000000a001",
    name: "Dana Ruiz",
    position: "Owner",
    company: "Ruiz Family Dental",
    content: "The audit told us what to fix first, and new patients now find us before the chains.",
    rating: 5,
    sourceUrl: "https://reviews.example/ruiz-family-dental",
  },
  {
    id: "00000000-0000-4000-8000-00000000a002",
    name: "Practice owner",
    position: "Animal hospital",
    company: "Tampa Bay",
    content: "New pet owners nearby find us first, and the CRM reminds clients about vaccines.",
    rating: 5,
    example: true,
  },
  {
    id: "00000000-0000-4000-8000-00000000a003",
    name: "Lee Park",
    position: "Office manager",
    company: "Park Home Services",
    content: "Turning on SEO from the CRM took minutes, and leads show the keyword they came from.",
    rating: 4,
    planId: "starter",
  },
];
