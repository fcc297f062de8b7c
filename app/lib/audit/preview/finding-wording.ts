/**
 * How the audit preview's checks word their findings (docs/product.md, "The audit preview's checks"):
 * a verdict is a status and one line of plain text, and a page's text, addresses, times, sizes,
 * counts and status codes are written into it the same way by every check.
 */
import type { CheckStatus } from "./report";

/** A check's status and its finding, before the report adds the label, the why and the weight. */
export type Verdict = [CheckStatus, string];

// Control characters and bidirectional overrides: a page's text must not reorder or hide ours.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A page's text quoted for a finding: unsafe characters out, whitespace collapsed, cut at max. */
export function quote(text: string, max = 70): string {
  const collapsed = text.replace(UNSAFE_CHARS, " ").replace(/\s+/g, " ").trim();
  const chars = [...collapsed];
  return `\u201c${chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : collapsed}\u201d`;
}

/** An address for a finding: unsafe characters and whitespace out, cut at max characters. */
export function shortUrl(url: string, max = 80): string {
  const chars = [...url.replace(UNSAFE_CHARS, "").replace(/\s+/g, "")];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : chars.join("");
}

/** A name the site sent (a charset, a content encoding): as is when it looks like one, else quoted and cut. */
export function token(text: string, max = 40): string {
  return /^[A-Za-z0-9._:-]{1,40}$/.test(text) ? text : quote(text, max);
}

/** Text from the site kept in a stored report (a content type): unsafe characters out, cut at max. */
export function storedText(text: string, max = 2_048): string {
  const chars = [...text.replace(UNSAFE_CHARS, "")];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : chars.join("");
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  203: "Non-Authoritative Information",
  204: "No Content",
  206: "Partial Content",
  300: "Multiple Choices",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  410: "Gone",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
export const statusText = (code: number) => (REASONS[code] ? `${code} ${REASONS[code]}` : String(code));

export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
