/**
 * Shapes of locations and standalone pages. Re-exported from types.ts, which consumers import.
 */
import type { ContactReach, Cta, Faq, IconName, Link, PhoneLine, ProcessStep } from "./types-common";

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
  key: OfficeKey;
  name: string;
  city: string;
  state: StateCode;
  /** null until the company confirms the office's street address (ADR 053): none is invented. */
  streetAddress: string | null;
  addressLocality: string;
  addressRegion: StateCode;
  postalCode: string;
  addressCountry: "US";
  /** The line the office answers on; its number is a site setting, shown only once entered (ADR 052). */
  phoneLine: PhoneLine;
  email: string;
  latitude: number;
  longitude: number;
  gmb: string;
  businessHours: { dayOfWeek: DayOfWeek[]; opens: string; closes: string };
  serviceAreas: string[];
  reviews: { rating: number; count: number };
  /** Figures shown on city pages; null for one the company has not confirmed (ADR 053), shown nowhere. */
  stats: {
    trafficGrowth: string | null;
    yearsExperience: string | null;
    avgRanking: string;
    industriesServed: string | null;
  };
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
  /** The paragraph above the page's service cards, which works its target searches into prose. */
  servicesIntro: string;
  areasServed: string[];
  /** The searches the page targets; they live in its copy and metadata, never printed as a list. */
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
  closing: ClosingText;
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
  /** The closing band's heading and line; `cta` is its first action. */
  closing: ClosingText;
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
  outcomes: string[];
  services: ServiceSlug[];
  cta: Cta;
  closing: ClosingText;
}

/** A measure before and after the work: a percentage, or an index where before is 100. */
export interface BeforeAfterSeries {
  label: string;
  unit: "percent" | "index";
  before: number;
  after: number;
  /** The top of the chart's scale. */
  max: number;
}

export interface BeforeAfterChart {
  title: string;
  caption: string;
  series: BeforeAfterSeries[];
}

/** The heading and line of a page's closing band; `secondary` replaces the default second action. */
export interface ClosingText {
  title: string;
  text: string;
  secondary?: Cta;
}

/** A way to reach us, shown as a tel: or mailto: link; a phone line without a number is left out. */
export interface ContactLine {
  label: string;
  reach: ContactReach;
}

export interface CopySection {
  id?: string;
  /** Shown beside the heading where sections are laid out as cards. */
  icon?: IconName;
  heading: string;
  body: string[];
  items?: string[];
  links?: Link[];
  contacts?: ContactLine[];
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
  closing?: ClosingText;
  /** Long documents (the legal pages) list their sections first. */
  tableOfContents?: boolean;
}
