import type { Thing, WithContext } from "schema-dts";

/** One JSON-LD document (typed with schema-dts). */
export type JsonLd = WithContext<Thing>;
