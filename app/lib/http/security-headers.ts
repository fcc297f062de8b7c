/**
 * Security headers for every response the Worker renders. Pure functions so the
 * policy can be unit-tested and read in one place. Static files never reach the Worker:
 * public/_headers repeats the base headers for them (keep the two in step), and
 * ./cache-control.ts holds every Cache-Control value.
 */

/**
 * What a route may change of its document's security headers: the origins allowed to frame it
 * (a widget's preview page), null for none. Set through the load context; server.ts applies it.
 */
export interface DocumentPolicy {
  frameAncestors: string[] | null;
}

export interface CspOptions {
  nonce: string;
  /** Origins allowed to frame the page; none (the default) is 'none'. */
  frameAncestors?: string[] | null;
  /** Other origins the browser may fetch from; none today: the browser never calls Supabase (ADR 006). */
  connectOrigins: string[];
  /** Development adds the live-reload socket and keeps http pages working. */
  development: boolean;
  https: boolean;
}

/** 16 random bytes, base64: a fresh value per request, never at module scope. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function contentSecurityPolicy(options: CspOptions): string {
  const connect = ["'self'", ...options.connectOrigins];
  if (options.development) connect.push("ws://localhost:*", "ws://127.0.0.1:*");
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    // 'strict-dynamic' lets nonce'd scripts load the route chunks they import; hosts are then ignored.
    ["script-src", [`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'"]],
    // React and Radix write style attributes; styles cannot run code, so inline styles are allowed.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // https: because the audit form previews the favicon of whatever site the visitor types.
    ["img-src", ["'self'", "data:", "https:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", connect],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", frameAncestorSources(options.frameAncestors)],
    // Every form posts to the site, and no action redirects off it (the audit lands on its preview, ADR 046).
    ["form-action", ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** Only well-formed origins reach the header: a stray space or semicolon would add a directive. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^http:\/\/\[::1\](:\d{1,5})?$/;

function frameAncestorSources(origins: string[] | null | undefined): string[] {
  const allowed = (origins ?? []).filter((origin) => ORIGIN.test(origin));
  return allowed.length ? allowed : ["'none'"];
}

/** Whether a page may be framed at all (X-Frame-Options cannot list origins, so it is left out). */
export function isFrameable(policy: DocumentPolicy | undefined): boolean {
  return frameAncestorSources(policy?.frameAncestors)[0] !== "'none'";
}

/**
 * Headers that belong on every response, HTML or not. X-Frame-Options: DENY unless the page may
 * be framed by named origins; browsers that know CSP follow its frame-ancestors list instead.
 */
export function applyBaseSecurityHeaders(headers: Headers, { frameable = false }: { frameable?: boolean } = {}): void {
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (frameable) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
}
