/**
 * Shapes of locations and standalone pages. Re-exported from types.ts, which consumers import.
 */
import type { Cta, Faq, IconName, Link, ProcessStep } from "./types";

// ---------------------------------------------------------------- locations

export type OfficeKey =
  | "tampa"
  | "cheyenne"
  | "miami"
  | "orlando"
  | "jacksonville"
  | "stpetersburg"
  | "casper"
  | "laramie"
  | "gillette"
  | "rocksprings"
  | "jackson"
  | "sheridan";

export type StateCode = "FL" | "WY";

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface Office {
  name: string;
  city: string;
  state: StateCode;
  streetAddress: string;
  addressLocality: string;
  addressRegion: StateCode;
  postalCode: string;
  addressCountry: "US";
  telephone: string;
  email: string;
  latitude: number;
  longitude: number;
  gmb: string;
  businessHours: { dayOfWeek: DayOfWeek[]; opens: string; closes: string };
  serviceAreas: string[];
  reviews: { rating: number; count: number };
  stats: { trafficGrowth: string; yearsExperience: string; avgRanking: string; industriesServed: string };
  localKeywords: string[];
  heroGradient: string;
  accentColor: string;
}

export interface CityPage {
  slug: string;
  kind: "city" | "region";
  office: OfficeKey;
  state: StateCode;
  /** The place the page is about, e.g. "Tampa" or "South Florida". */
  place: string;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  areasServed: string[];
  localKeywords: string[];
  faqs: Faq[];
}

// ---------------------------------------------------------------- pages

export interface AuditPage {
  slug: string;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  checks: { title: string; description: string; icon: IconName }[];
  cta: Cta;
}

export type ServiceSlug =
  | "local-seo"
  | "technical-seo"
  | "done-for-you"
  | "enterprise"
  | "website-development"
  | "content-optimization"
  | "rank-tracking"
  | "performance-analysis";

export interface ServicePage {
  slug: ServiceSlug;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  /** The price line from docs/product.md §9. */
  price: string;
  benefits: { title: string; description: string; icon: IconName }[];
  deliverables: string[];
  process: ProcessStep[];
  faqs: Faq[];
  cta: Cta;
  /** In-page sections other content links to with a fragment (e.g. industry solutions). */
  sections?: { id: string; title: string; description: string }[];
}

export interface CaseStudy {
  slug: string;
  title: string;
  description: string;
  h1: string;
  industry: string;
  location: string;
  summary: string;
  challenge: string[];
  approach: string[];
  /** Only figures the specification gives. */
  results: { label: string; value: string }[];
  outcomes: string[];
  services: ServiceSlug[];
  cta: Cta;
}

export interface CopySection {
  id?: string;
  heading: string;
  body: string[];
  items?: string[];
  links?: Link[];
}

export interface PageCopy {
  path: string;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  sections: CopySection[];
  cta?: Cta;
  /** The closing band's heading and line, where the default (content/closing.ts) does not fit. */
  closing?: { title: string; text: string };
  /** Long documents (the legal pages) list their sections first. */
  tableOfContents?: boolean;
}
