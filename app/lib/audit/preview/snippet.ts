/**
 * A page's search snippet as search engines show it (issue 34 §3): the title cut near 60
 * characters and the description near 160 (Google cuts by width; these are the lengths that fit),
 * at a word where one is near, with an ellipsis; the address as a breadcrumb. Pure.
 */
export const SNIPPET_LIMITS = { title: 60, description: 160 } as const;

export function cutForSnippet(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  // A word break in the last fifth is where a search engine would cut; else cut inside the word.
  return `${(space > max * 0.8 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** "example.com › services › plumbing" */
export function snippetPath(url: string): string {
  try {
    const parsed = new URL(url);
    const parts = parsed.pathname.split("/").filter(Boolean).map(decodeURIComponentSafe);
    return [parsed.hostname, ...parts].join(" › ");
  } catch {
    return url;
  }
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
