// One page of every type the site has (issue 9): `npm run screens` photographs them and the browser
// tests of the visual system (tests/e2e/visual-system.spec.ts) drive them. A new kind of page is
// one row here. `as` names the demo account a private page needs (supabase/seed.sql); `keyPage`
// marks the pages also photographed with JavaScript off.
import { createHmac } from "node:crypto";

/**
 * @typedef {object} PageType
 * @property {string} name   file-name stem and label
 * @property {string} path
 * @property {"user" | "admin"} [as]
 * @property {boolean} [keyPage]
 * @property {number} [status] the HTTP status the page answers with, when not 200
 * @property {string} [audit] a fixture site (scripts/audit-fixture-sites.mjs) whose audit preview the
 *   page is: its address exists only once an audit is posted (`pagePath`); the stack serves the fixtures
 */

/** @type {readonly PageType[]} */
export const PAGE_TYPES = [
  { name: "home", path: "/", keyPage: true },
  { name: "service", path: "/services/local-seo" },
  { name: "website-development", path: "/services/website-development", keyPage: true },
  { name: "city", path: "/tampa-seo-services", keyPage: true },
  { name: "region", path: "/south-florida-seo-services" },
  { name: "audit-landing", path: "/florida-seo-audit" },
  { name: "audit-tool", path: "/audit" },
  { name: "audit-preview", path: "/audit/preview/{id}", audit: "faults" },
  { name: "audit-no-page", path: "/audit/preview/{id}", audit: "missing" },
  { name: "case-study", path: "/case-studies/veterinary-practice-tampa-growth" },
  { name: "case-studies", path: "/case-studies" },
  { name: "crm-seo", path: "/crm-seo" },
  { name: "contact", path: "/contact", keyPage: true },
  { name: "book-demo", path: "/book-demo" },
  { name: "about", path: "/about" },
  { name: "partners", path: "/partners" },
  { name: "roi-calculator", path: "/roi-calculator" },
  { name: "legal", path: "/privacy-policy" },
  { name: "service-areas", path: "/service-areas" },
  { name: "sitemap", path: "/sitemap.html" },
  { name: "not-found", path: "/no-such-page", status: 404 },
  { name: "auth", path: "/auth", keyPage: true },
  { name: "dashboard", path: "/dashboard", as: "user" },
  { name: "project", path: "/project/c0000000-0000-4000-8000-000000000001", as: "user" },
  { name: "profile", path: "/profile", as: "user" },
  { name: "admin", path: "/admin/leads", as: "admin" },
  { name: "admin-audits", path: "/admin/audits", as: "admin" },
  // The seed's second lead (supabase/seed.sql): a demo booking with a preferred date, moved along.
  { name: "admin-lead", path: "/admin/leads/2", as: "admin" },
  { name: "admin-analytics", path: "/admin/analytics", as: "admin" },
  { name: "admin-proof", path: "/admin/proof", as: "admin" },
  { name: "admin-proof-logos", path: "/admin/proof/logos", as: "admin" },
  { name: "admin-proof-case-studies", path: "/admin/proof/case-studies", as: "admin" },
  // One more admin page only: each admin page type signs the demo admin in once, and the Worker
  // takes 10 sign-ins a minute per account (the reviews and settings pages are under axe in
  // tests/e2e/account-shell.spec.ts).
  { name: "admin-launch", path: "/admin/launch", as: "admin" },
];

/**
 * The address to open for a page type: its path, or for an audit preview the one a new audit of
 * its fixture site is sent to (a host of its own each time, `<site>--<n>.fixtures.test`, so the
 * per-host limit and the report cache never answer instead of the fetcher).
 * @param {{ post: Function }} request a Playwright APIRequestContext (context.request)
 * @param {string} origin
 * @param {PageType} pageType
 */
export async function pagePath(request, origin, pageType) {
  if (!pageType.audit) return pageType.path;
  const host = `${pageType.audit}--${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.fixtures.test`;
  const response = await request.post(`${origin}/audit`, {
    form: { url: `http://${host}/` },
    // An address of its own, so the audit's per-address limit never counts other tests' audits.
    headers: {
      Origin: origin,
      "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    },
    maxRedirects: 0,
  });
  const location = response.headers().location;
  if (response.status() !== 303 || !location) throw new Error(`POST /audit answered ${response.status()}`);
  return new URL(location, origin).pathname;
}

/** The seeded local demo accounts (supabase/seed.sql; the browser tests name them in support/accounts.ts). */
export const DEMO_ACCOUNTS = {
  user: { email: "user@example.com", password: "user-demo-password" },
  admin: {
    email: "admin@example.com",
    password: "admin-demo-password",
    // The demo admin's authenticator app (seed.sql; admin pages need the second step, ADR 026).
    totpFactorId: "c0000000-0000-4000-8000-000000000001",
    totpSecret: "RANKWELLDEMOADMINTOTPSECRETKEY23",
  },
};

/**
 * The current code of a TOTP key (RFC 6238: HMAC-SHA-1, 30-second steps, six digits), as an
 * authenticator app shows it; supabase/local/totp.ts is the tests' copy.
 * @param {string} secret base32
 * @param {number} [at] milliseconds since the epoch
 */
export function totpNow(secret, at = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Forgets a factor's last accepted code and its count of wrong ones, as an operator could in the
 * dashboard (service role): the MFA hook refuses a second right code within 90 s (ADR 018), and a
 * run that signs the demo admin in again, or in parallel, would meet it. Throws when refused.
 * @param {string} dbUrl the Supabase URL
 * @param {string} serviceKey the service-role key
 * @param {string} factorId
 */
export async function forgetAcceptedCode(dbUrl, serviceKey, factorId) {
  const response = await fetch(`${dbUrl}/rest/v1/mfa_attempts?factor_id=eq.${factorId}`, {
    method: "PATCH",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ last_accepted_at: null, failures: 0 }),
  });
  if (!response.ok) throw new Error(`mfa_attempts not reset: ${response.status} ${await response.text()}`);
}

/**
 * Signs a browser context in as a demo account the way the sign-in form does (a same-origin POST to
 * /auth, then the code of /auth/mfa for an account with an authenticator app), so the session
 * cookies land in the context's jar. Resolves to whether it worked.
 * @param {{ request: { post: Function } }} context a Playwright BrowserContext
 * @param {string} origin
 * @param {{ email: string; password: string }} account
 */
/**
 * `beforeCode(factorId)` runs before the authenticator code is sent: the e2e suite clears the
 * factor's last accepted code there, since the MFA hook refuses a second right code within 90 s.
 */
export async function signInContext(context, origin, account, { beforeCode } = {}) {
  const response = await context.request.post(`${origin}/auth`, {
    form: { intent: "sign-in", redirectTo: "/dashboard", email: account.email, password: account.password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (response.status() !== 302 && response.status() !== 303) return false;
  if (!account.totpSecret) return true;
  await beforeCode?.(account.totpFactorId);
  const second = await context.request.post(`${origin}/auth/mfa`, {
    form: { intent: "mfa-verify", factorId: account.totpFactorId, code: totpNow(account.totpSecret) },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  return second.status() === 302 || second.status() === 303;
}
