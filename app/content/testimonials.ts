/**
 * The words around the home page's testimonial carousel (docs/product.md §2.5). The testimonials
 * themselves are records the company enters in /admin/proof (ADR 074), never text here.
 */

export const testimonialsSection = {
  id: "testimonials",
  eyebrow: "Customer stories",
  title: "What Our Clients Say",
  description: "Business owners on working with us, in their own words.",
  /** When every entry shown is the team's illustration (the local demo's seed). */
  examplesDescription:
    "The kind of results veterinary practices, agents, unions and local businesses come to us for. These stories are illustrations, not quotes from named clients.",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  dotsLabel: "Choose a testimonial",
  /** "Rated 5 out of 5" */
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  /** In place of the stars on an entry the team wrote for the local demo (ADR 053, 074). */
  exampleLabel: "Illustrative example",
} as const;

/** The strip of published client logos under the hero (ADR 078); not drawn with none. */
export const clientLogosSection = {
  title: "Trusted by Local Businesses",
} as const;
