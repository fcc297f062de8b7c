import type { ReactNode } from "react";

/**
 * Runs that a line must not break inside: a word joined by hyphens ("30-Minute", "Done-For-You")
 * and an arrow with the figure it points to ("→ 94%"). Browsers break after a hyphen and after an
 * arrow's space, which left "Free 30-" at the end of one line and "32% →" above a lone "94%". A
 * line may still break before an arrow ("32%" above "→ 94%"), where a narrow tile needs it.
 */
const UNBREAKABLE = /→\s+\S+|[^\s-]+(?:-[^\s-]+)+/g;

/**
 * `text` with each unbreakable run in a nowrap span, for headings and figures: the one way the
 * site keeps such runs whole (issue 36). Spans rather than U+2011: the words stay plain hyphens for
 * search, copying and screen readers. Text with no such run comes back as it was.
 */
export function keepTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const run of text.matchAll(UNBREAKABLE)) {
    parts.push(
      text.slice(end, run.index),
      <span key={run.index} className="whitespace-nowrap">
        {run[0]}
      </span>,
    );
    end = run.index + run[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(end));
  return parts;
}
