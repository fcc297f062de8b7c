import type { Thing, WithContext } from "schema-dts";

/** One JSON-LD document (typed with schema-dts). */
export type JsonLd = WithContext<Thing>;

/**
 * Loaders that describe their page for search engines return `jsonLd`; the root document
 * renders the entries of every matched route (the root contributes Organization).
 */
export interface WithJsonLd {
  jsonLd?: JsonLd[];
}
