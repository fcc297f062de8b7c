/**
 * Absolute URLs and node ids shared by the builders. Every document is emitted separately (one
 * <script> each), so they point at one another by `@id`: the Organization is `<origin>/#organization`
 * on every page, which lets a Service or a LocalBusiness name its provider without repeating it.
 */

export const SCHEMA_CONTEXT = "https://schema.org" as const;

/** `https://example.com` + `/path` → `https://example.com/path`; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

export function websiteId(origin: string): string {
  return `${origin}/#website`;
}

/** A reference to another node (schema-dts accepts `{ "@id" }` wherever a node may appear). */
export interface IdReference {
  "@id": string;
}

export function organizationRef(origin: string): IdReference {
  return { "@id": organizationId(origin) };
}
