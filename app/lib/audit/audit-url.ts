/**
 * The audit URL rules of docs/product.md §4 and §5, shared by the browser (instant feedback) and the
 * /audit action (the authority). Pure: no DOM, no network.
 */
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/lib/forms/text-rules";

export const AUDIT_URL_MESSAGES = {
  empty: "Please enter a website URL",
  invalidUrl: "Please enter a valid URL",
  invalidDomain: "Please enter a valid domain",
  tooLong: "Please enter a URL of at most 2,048 characters",
  scheme: "Please enter a website address starting with http:// or https://",
  credentials: "Please remove the username and password from the URL",
  ipAddress: "Please enter a domain name, not an IP address",
  localhost: "Please enter a public website, not a local address",
  insecure: "This site doesn't use secure HTTPS. We recommend using sites with HTTPS for better security.",
  insecureTooltip: "Not using HTTPS",
} as const;

export const AUDIT_URL_MAX_LENGTH = 2048;

export type AuditUrlCheck =
  | { state: "empty" }
  | { state: "invalid"; error: string }
  | {
      state: "valid";
      /** The normalised URL sent to the analyser: origin plus path and query, no fragment. */
      url: string;
      hostname: string;
      https: boolean;
      faviconUrl: string;
    };

const HTTP_SCHEME = /^https?:\/\//i;
// A scheme is letters then ':' not followed by a digit ("example.com:8080" is a port, not a scheme).
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
// One DNS label as audit_requests_hostname_is_dns has it (lower-case letters, digits, `_`, `-`, not
// first or last), at most 63 characters; the whole hostname is 1–253 (supabase/migrations).
const DNS_LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/;
const HOSTNAME_MAX_LENGTH = 253;

/** Checks what a visitor typed. Never throws, whatever the input. */
export function checkAuditUrl(input: string): AuditUrlCheck {
  const trimmed = input.trim();
  if (trimmed === "") return { state: "empty" };
  // Refused like any field's (the URL parser would quietly drop a tab or a line break inside).
  if (hasControlCharacters(trimmed)) return invalid(CONTROL_CHARACTERS_MESSAGE);
  if (trimmed.length > AUDIT_URL_MAX_LENGTH) return invalid(AUDIT_URL_MESSAGES.tooLong);
  if (!HTTP_SCHEME.test(trimmed) && ANY_SCHEME.test(trimmed) && !/^https?:/i.test(trimmed)) {
    return invalid(AUDIT_URL_MESSAGES.scheme);
  }
  const candidate = HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;

  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return invalid(AUDIT_URL_MESSAGES.invalidUrl);
  }
  if (parsed.username || parsed.password) return invalid(AUDIT_URL_MESSAGES.credentials);

  const hostname = parsed.hostname.replace(/\.$/, "");
  if (hostname.startsWith("[") || IPV4.test(hostname)) return invalid(AUDIT_URL_MESSAGES.ipAddress);
  if (!hostname.includes(".")) return invalid(AUDIT_URL_MESSAGES.invalidDomain);
  const labels = hostname.split(".");
  if (labels.some((label) => label === "")) return invalid(AUDIT_URL_MESSAGES.invalidDomain);
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return invalid(AUDIT_URL_MESSAGES.localhost);
  // What the database stores (audit_requests): anything else would be refused there and the audit lost.
  if (hostname.length > HOSTNAME_MAX_LENGTH || !labels.every((label) => DNS_LABEL.test(label))) {
    return invalid(AUDIT_URL_MESSAGES.invalidDomain);
  }

  const origin = `${parsed.protocol}//${hostname}${parsed.port ? `:${parsed.port}` : ""}`;
  const path = parsed.pathname === "/" ? "" : parsed.pathname;
  const url = `${origin}${path}${parsed.search}`;
  // The limit holds for the URL as stored, percent-encoded, not only for what was typed.
  if (url.length > AUDIT_URL_MAX_LENGTH) return invalid(AUDIT_URL_MESSAGES.tooLong);
  return {
    state: "valid",
    url,
    hostname,
    https: parsed.protocol === "https:",
    faviconUrl: `${origin}/favicon.ico`,
  };
}

/** What a submit says: like checkAuditUrl, but an empty field is an error. */
export function checkAuditSubmission(input: string): Exclude<AuditUrlCheck, { state: "empty" }> {
  const result = checkAuditUrl(input);
  return result.state === "empty" ? invalid(AUDIT_URL_MESSAGES.empty) : result;
}

/** The audit provider's analyser link for an accepted URL (docs/product.md §7). */
export function analyzerUrl(base: string, audit: { url: string; hostname: string }, userId: string): string {
  const target = new URL(base);
  target.searchParams.set("domain_analyzer", audit.url);
  target.searchParams.set("hostname", audit.hostname);
  target.searchParams.set("userId", userId);
  return target.toString();
}

function invalid(error: string): { state: "invalid"; error: string } {
  return { state: "invalid", error };
}

/** The hidden field of an audit form started from a customer's project (/dashboard, /project/{id}). */
export const AUDIT_PROJECT_FIELD = "project";
