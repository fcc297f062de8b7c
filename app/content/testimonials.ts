/**
 * The home page testimonial carousel (docs/product.md §2, §3).
 */
import type { Testimonial } from "./types";

export const testimonialsSection = {
  id: "testimonials",
  eyebrow: "Customer stories",
  title: "What Our Clients Say",
  description: "Veterinary practices, agents, unions and local businesses growing with our tools and team.",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  dotsLabel: "Choose a testimonial",
  /** "Rated 5 out of 5" */
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
} as const;

export const testimonials: Testimonial[] = [
  {
    name: "Dr. Laura Benton",
    position: "Practice Owner",
    company: "Bayshore Animal Hospital",
    content:
      "We went from barely showing up on Google to being the clinic new pet owners in South Tampa find first. The team handled our website and local SEO, and the CRM reminds clients about vaccines without us lifting a finger.",
    rating: 5,
  },
  {
    name: "Marcus Reyes",
    position: "Broker-Owner",
    company: "Coastal Key Realty",
    content:
      "Neighborhood pages and the Real Estate CRM changed how we get listings. Every lead shows the search that brought it in, so I finally know which areas are worth the ad spend.",
    rating: 5,
  },
  {
    name: "Jenna Whitaker",
    position: "Marketing Manager",
    company: "High Plains Outfitters",
    content:
      "The DIY Platform replaced three separate tools. Rank tracking, audits and content are in one place, and the Cheyenne team was quick to help when we got stuck on a migration.",
    rating: 5,
  },
  {
    name: "Tom Alvarez",
    position: "Secretary-Treasurer",
    company: "Firefighters Local 2214",
    content:
      "Our old site was impossible to update. The new one has member news, events and a contact form that actually reaches us, and the Labor Union CRM keeps our roster and dues reminders straight.",
    rating: 5,
  },
  {
    name: "Priya Natarajan",
    position: "Founder",
    company: "Northside Digital",
    content:
      "We whitelabel the Enterprise plan for our own clients. Reports go out under our brand, and the audits catch technical problems our previous tools missed.",
    rating: 4,
  },
  {
    name: "Carol Jennings",
    position: "Executive Director",
    company: "Laramie Community Food Share",
    content:
      "Volunteers and donors now find us when they search, and the Community Organization CRM sends event reminders for us. It feels like we added a staff member.",
    rating: 5,
  },
];
