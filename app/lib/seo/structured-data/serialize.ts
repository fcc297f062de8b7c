import { serverValue } from "~/lib/markup/remix-seam";
import type { JsonLd, StructuredData } from "./types";

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is written as `\u003c` (same value to
 * a JSON parser) so that no string in the data, such as "</script>", can end the script element.
 */
export function serializeJsonLd(document: JsonLd): string {
  return JSON.stringify(document).replace(/</g, "\\u003c");
}

function isJsonLd(value: unknown): value is JsonLd {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { "@context"?: unknown })["@context"] === "https://schema.org"
  );
}

/**
 * The `jsonLd` (`StructuredData`) of every matched route's loader data, in route order (root first). An entry
 * whose `@id` already appeared is dropped, so a page may repeat a root entry without duplicating it.
 */
export function collectJsonLd(routeData: readonly unknown[]): JsonLd[] {
  const seen = new Set<string>();
  const documents: JsonLd[] = [];
  for (const data of routeData) {
    const entries: unknown = serverValue((data as { jsonLd?: StructuredData } | null | undefined)?.jsonLd);
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (!isJsonLd(entry)) continue;
      const id = (entry as { "@id"?: unknown })["@id"];
      if (typeof id === "string") {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      documents.push(entry);
    }
  }
  return documents;
}
