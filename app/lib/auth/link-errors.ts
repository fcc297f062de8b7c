/**
 * The error a callback URL carries (`error`, `error_code`, `error_description`, in the query or,
 * from an implicit-flow link, in the #fragment), as our own message with the next step. The
 * description is never shown: anyone can put text in a link, so only known codes choose a message.
 */
import { linkErrorFallback, linkErrorMessages } from "~/content/code-sign-in";

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
 */
export const FRAGMENT_ERROR_SCRIPT = `(function(){var h=new URLSearchParams(location.hash.slice(1));if(!h.get("error")&&!h.get("error_code"))return;var q=new URLSearchParams(location.search);${JSON.stringify(LINK_ERROR_PARAMS)}.forEach(function(k){var v=h.get(k);if(v)q.set(k,v.slice(0,200))});location.replace(location.pathname+"?"+q.toString())})()`;
