/**
 * The shapes every other content type builds on (docs/product.md §3): icon and tone names, links,
 * calls to action, steps and questions. types.ts and types-pages.ts both import from here, and
 * types.ts re-exports it, so consumers keep importing "~/content/types".
 */
import type { DialogName } from "./dialogs";

export type IconName =
  | "activity"
  | "award"
  | "bar-chart"
  | "briefcase"
  | "building"
  | "calculator"
  | "calendar"
  | "check-circle"
  | "clock"
  | "code"
  | "file-text"
  | "flame"
  | "gauge"
  | "globe"
  | "handshake"
  | "heart"
  | "home"
  | "layers"
  | "layout"
  | "line-chart"
  | "link"
  | "lock"
  | "mail"
  | "map-pin"
  | "megaphone"
  | "message-square"
  | "monitor"
  | "palette"
  | "paw"
  | "phone"
  | "rocket"
  | "search"
  | "settings"
  | "shield"
  | "shopping-cart"
  | "smartphone"
  | "star"
  | "target"
  | "trending-up"
  | "user"
  | "users"
  | "workflow"
  | "wrench"
  | "zap";

/** Colour families the component layer knows how to render. */
export type Tone =
  "blue" | "cyan" | "emerald" | "green" | "indigo" | "orange" | "pink" | "purple" | "rose" | "teal" | "amber";

/** A plain link. `newTab` is set for external destinations that open in a new tab. */
export interface Link {
  label: string;
  href: string;
  icon?: IconName;
  newTab?: boolean;
}

export interface Cta {
  label: string;
  href: string;
  /** With JavaScript the link opens this dialog instead (its href leads to the same content). */
  dialog?: DialogName;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon?: IconName;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The company's four phone lines (site.ts labels them; their numbers are site settings, ADR 052). */
export type PhoneLine = "tollFree" | "tampa" | "miami" | "wyoming";

/** A way to reach the company: one of its phone lines or its contact email (both site settings). */
export type ContactReach = PhoneLine | "email";
