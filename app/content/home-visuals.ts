/**
 * Words and sample values inside the home page's product illustrations (docs/product.md §2.5). Every
 * illustration is captioned as an example or as sample data where it is shown; the only figures here
 * are the specification's samples (docs/product.md §3.8) or plainly invented sample leads.
 */
/** The domain every illustration audits or tracks. */
export const SAMPLE_DOMAIN = "yourbusiness.com";

/** The hero's product window. */
export const heroPanel = {
  product: "Rankwell",
  trafficLabel: "Organic traffic",
  trafficRange: "Last 90 days",
} as const;

/** The website section's mock-up: an invented veterinary clinic, labeled as an example. */
export const siteMockupVisual = {
  url: "palmgrovevet.example",
  brand: "Palm Grove Vet",
  nav: ["Services", "Our team", "Visit"],
  headline: "Gentle care for every pet",
  text: "Wellness visits, dental care and surgery, five minutes from downtown.",
  action: "Book a visit",
  services: ["Wellness", "Dental", "Surgery"],
  booking: { title: "Book online", day: "Today", slots: ["9:00 am", "11:30 am", "3:30 pm"] },
  vitals: "Core Web Vitals passed",
} as const;
