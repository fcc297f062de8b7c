/**
 * The error a callback URL carries (`error`, `error_code`, `error_description`, in the query or,
 * from an implicit-flow link, in the #fragment), as our own message with the next step. The
 * description is never shown: anyone can put text in a link, so only known codes choose a message.
 */
import { linkErrorFallback, linkErrorMessages } from "~/content/code-sign-in";
import { inlineScript } from "~/lib/markup/inline-script";

export const LINK_ERROR_PARAMS = ["error", "error_code", "error_description"] as const;

export function linkErrorMessage(params: URLSearchParams): string | undefined {
  const code = params.get("error_code");
  const error = params.get("error");
  if (!code && !error) return undefined;
  return (code && linkErrorMessages[code]) || (error && linkErrorMessages[error]) || linkErrorFallback;
}

/**
 * Inline script for /auth: the server never sees a #fragment, so the browser moves an error in
 * it into the query (replacing the history entry) and the server renders the same message as for
 * a query. Nothing else of the fragment is kept (an implicit-flow token would sit there).
 * Self-contained: it runs as the page's inline script (`fragmentErrorScript()`).
 */
export function moveFragmentErrorToQuery(params: readonly string[]): void {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (!fragment.get("error") && !fragment.get("error_code")) return;
  const query = new URLSearchParams(location.search);
  for (const key of params) {
    const value = fragment.get(key);
    if (value) query.set(key, value.slice(0, 200));
  }
  location.replace(`${location.pathname}?${query.toString()}`);
}

/** The inline script's text, for the server (a function, so the browser's bundle drops it). */
export const fragmentErrorScript = () => inlineScript(moveFragmentErrorToQuery, [...LINK_ERROR_PARAMS]);
