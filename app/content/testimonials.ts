/**
 * The home page testimonial carousel (docs/product.md §2, §3). The company has no consented client
 * quotes yet, so every entry is an illustration (ADR 053): a role and a kind of business, never an
 * invented person or company, labelled as an example on the page. Real quotes replace them, without
 * `example`, and then show their stars, name and company.
 */
import type { Testimonial } from "./types";

export const testimonialsSection = {
  id: "testimonials",
  eyebrow: "Customer stories",
  title: "What Our Clients Say",
  description:
    "The kind of results veterinary practices, agents, unions and local businesses come to us for. These stories are illustrations, not quotes from named clients.",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  dotsLabel: "Choose a testimonial",
  /** "Rated 5 out of 5" */
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  /** In place of the stars on an entry the team wrote (ADR 053). */
  exampleLabel: "Illustrative example",
} as const;

export const testimonials: Testimonial[] = [
  {
    name: "Practice owner",
    position: "Animal hospital",
    company: "Tampa Bay",
    content:
      "We went from barely showing up on Google to being the clinic new pet owners nearby find first. The team handled our website and local SEO, and the CRM reminds clients about vaccines without us lifting a finger.",
    rating: 5,
    example: true,
  },
  {
    name: "Broker-owner",
    position: "Real estate brokerage",
    company: "Florida",
    content:
      "Neighborhood pages and the Real Estate CRM changed how we get listings. Every lead shows the search that brought it in, so we finally know which areas are worth the ad spend.",
    rating: 5,
    example: true,
  },
  {
    name: "Marketing manager",
    position: "Outdoor retailer",
    company: "Wyoming",
    content:
      "The DIY Platform replaced three separate tools. Rank tracking, audits and content are in one place, and the Cheyenne team was quick to help when we got stuck on a migration.",
    rating: 5,
    example: true,
  },
  {
    name: "Secretary-treasurer",
    position: "Firefighters' union local",
    company: "Florida",
    content:
      "Our old site was impossible to update. The new one has member news, events and a contact form that actually reaches us, and the Labor Union CRM keeps our roster and dues reminders straight.",
    rating: 5,
    example: true,
  },
  {
    name: "Founder",
    position: "Digital agency",
    company: "reselling the Enterprise plan",
    content:
      "We whitelabel the Enterprise plan for our own clients. Reports go out under our brand, and the audits catch technical problems our previous tools missed.",
    rating: 4,
    example: true,
  },
  {
    name: "Executive director",
    position: "Community food bank",
    company: "Wyoming",
    content:
      "Volunteers and donors now find us when they search, and the Community Organization CRM sends event reminders for us. It feels like we added a staff member.",
    rating: 5,
    example: true,
  },
];
