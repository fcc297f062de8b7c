/**
 * The words of the home page's "Explore Our Solutions" section (docs/product.md §2.5); its cards are in
 * solution-cards.ts.
 */
export const solutionsSection = {
  id: "explore-solutions",
  eyebrow: "Solutions",
  title: "Explore Our Solutions",
  description: "Pick the route that fits how you want to grow: tools, CRM, or a team that does it for you.",
} as const;
