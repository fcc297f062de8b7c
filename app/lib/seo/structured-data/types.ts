import type { Thing, WithContext } from "schema-dts";
import { sendAs, type Sent } from "~/lib/markup/remix-seam";

/** One JSON-LD document (typed with schema-dts). */
export type JsonLd = WithContext<Thing>;

/** A page's JSON-LD as its loader returns it (`jsonLd`), made by `asStructuredData`. */
export type StructuredData = Sent<readonly JsonLd[]>;

/**
 * `documents` as a loader's `jsonLd`: the server writes them into the head, and the browser is sent
 * none of them, since its React never renders them (ADR 027; remix-seam.ts, 4).
 */
export const asStructuredData = (documents: readonly JsonLd[]): StructuredData => sendAs(documents, () => undefined);
