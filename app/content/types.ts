/**
 * Shapes of the site's content (docs/product.md §3). Content files hold data only: no React, no JSX.
 * Icons are names that the component layer maps to SVGs; colours are tone names that it maps
 * to classes, so the data stays independent of the styling.
 */
import type { ContactReach, Cta, IconName, Link, ProcessStep, Tone } from "./types-common";

export type * from "./types-common";

// ---------------------------------------------------------------- navigation

/** docs/product.md §3 menu item: label, href, optional children. */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export type MegaMenuKey = "services" | "features" | "crm" | "websites" | "pricing";

export interface TopBarItem extends MenuItem {
  /** Items that open a mega-menu (docs/product.md §2: Features, Services, CRM, Websites, Pricing). */
  megaMenu?: MegaMenuKey;
}

/** docs/product.md §2 menu card: title, description, href, icon, badge, price, pricing, benefit or features. */
export interface MenuCardItem {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  badge?: string;
  price?: string;
  pricing?: string;
  benefit?: string;
  features?: string[];
}

export interface MenuGroup {
  id: string;
  title: string;
  items: MenuCardItem[];
}

export interface MenuCallToAction {
  title: string;
  description: string;
  label: string;
  href: string;
  icon: IconName;
}

export interface MegaMenu {
  key: MegaMenuKey;
  label: string;
  title: string;
  description: string;
  groups: MenuGroup[];
  quickActions?: Link[];
  process?: ProcessStep[];
  cta: MenuCallToAction;
}

// ---------------------------------------------------------------- pricing

export type PricingTabId = "diy" | "crm" | "dfy";

/** docs/product.md §3 pricing plan. `price` is per month unless `billing` says one-time. */
export interface Plan {
  id: string;
  name: string;
  price: number | "Custom";
  isStartingAt: boolean;
  isCustom: boolean;
  billing: "monthly" | "one-time";
  description: string;
  features: string[];
  /**
   * A client's words on this plan: never content, attached from the published testimonials when a
   * page is drawn (withPlanQuotes, ADR 074). `example`: written by the team for the local demo.
   */
  testimonial?: { quote: string; author: string; example?: true };
  cta: Cta;
  popular: boolean;
  badge?: string;
  /** The card's id where other pages link to it (/crm-seo#veterinary). */
  anchor?: string;
}

export type ComparisonColumn = "starter" | "professional" | "enterprise" | "hosted";

export interface ComparisonFeature {
  name: string;
  description: string;
  values: Record<ComparisonColumn, string>;
}

export interface ComparisonCategory {
  name: string;
  description: string;
  features: ComparisonFeature[];
}

// ---------------------------------------------------------------- home sections

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  features: string[];
  color: Tone;
  learnMore: string;
  serviceType: "diy" | "done-for-you";
  badge?: string;
}

export interface SolutionCard {
  title: string;
  description: string;
  subtitle: string;
  metric: string;
  badge?: string;
  route: string;
  colors: { from: Tone; to: Tone };
  icon: IconName;
}

export interface SetupGuide {
  title: string;
  description: string;
  steps: { id: number; title: string; description: string; image?: string }[];
  supportInfo: {
    title: string;
    description: string;
    /** A phone line or the email (left out while the line has no number), or the booking page. */
    contactMethods: ({ icon: IconName; label: string } & ({ reach: ContactReach } | { booking: string }))[];
  };
}

export interface DisplayDataPoint {
  label: string;
  value: string;
  numericValue: number;
  color: Tone;
  icon: IconName;
  trend: string;
  subtitle: string;
}

export interface MockMetric {
  label: string;
  value: number;
  max: number;
}

export type * from "./types-pages";
