import { useMatches } from "@remix-run/react";
import { useNonce } from "~/lib/http/nonce";
import { collectJsonLd, serializeJsonLd } from "~/lib/seo/structured-data/serialize";

/**
 * One `<script type="application/ld+json">` per JSON-LD entry that the matched routes' loaders
 * return as `jsonLd`. Rendered in the document head; the nonce keeps every script in the page
 * under the CSP (ADR 005), even though JSON-LD is never executed.
 */
export function StructuredData() {
  const nonce = useNonce();
  const documents = collectJsonLd(useMatches().map((match) => match.data));
  return (
    <>
      {documents.map((document, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          // The text is JSON with "<" escaped (serializeJsonLd), so it cannot leave the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
        />
      ))}
    </>
  );
}
