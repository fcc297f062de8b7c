import { auditPreviewCopy as copy } from "~/content/audit-preview";
import type { PreviewReport } from "~/lib/audit/preview/report";
import { cutForSnippet, snippetPath, SNIPPET_LIMITS } from "~/lib/audit/preview/snippet";

/**
 * How the page may look in search results (issue 34 §3): its address, its title and its
 * description, cut where search engines cut. Reports made before snippets were kept show none.
 */
export function SnippetPreview({ snippet, url }: { snippet: PreviewReport["snippet"]; url: string }) {
  if (!snippet) return null;
  return (
    <section aria-labelledby="audit-snippet-heading">
      <h2 id="audit-snippet-heading" className="text-lg font-semibold text-fg">
        {copy.snippetTitle}
      </h2>
      <figure className="mt-3 rounded-card border border-border bg-surface-raised p-4 sm:p-5">
        <p className="truncate text-sm text-fg-muted">{snippetPath(url)}</p>
        <p className="mt-1 text-lg break-words text-accent">
          {snippet.title ? cutForSnippet(snippet.title, SNIPPET_LIMITS.title) : url}
        </p>
        <p className="mt-1 text-sm break-words text-fg-muted">
          {snippet.description ? cutForSnippet(snippet.description, SNIPPET_LIMITS.description) : copy.snippetMissing}
        </p>
        <figcaption className="mt-3 text-xs text-fg-subtle">{copy.snippetNote}</figcaption>
      </figure>
    </section>
  );
}
