// What a scripted visitor needs to pass the site's per-address limits and the lead forms' bot
// traps as a person would (app/lib/limits/rate-limits.ts, app/lib/forms/honeypot.ts). Shared by
// the e2e suite (tests/e2e/support/bot-traps.ts) and `npm run load`.

/**
 * The n-th address of 198.18.0.0/15, the range set aside for tests (wrapping after 131,070), for
 * CF-Connecting-IP, which wrangler dev passes through and Cloudflare sets in production.
 * @param {number} n
 */
export function testAddress(n) {
  const i = (Math.abs(Math.trunc(n)) % 131_070) + 1;
  return `198.${18 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
}

/**
 * The bot traps of a rendered lead form, as the page would send them back: the hidden field (its
 * name has a random suffix) empty, the signed render (its time and id) as rendered. The caller
 * waits out the time, and sends the form once: the render's id is the lead's (ADR 050).
 * @param {string} html
 * @param {{ trapField: string, timeField: string }} names
 * @returns {Record<string, string>}
 */
export function formTraps(html, { trapField, timeField }) {
  const name = new RegExp(`name="(${trapField}_[0-9a-f]+)"`).exec(html)?.[1];
  const time = new RegExp(`name="${timeField}"[^>]*value="([^"]+)"`).exec(html)?.[1];
  if (!name || !time) throw new Error("No bot traps in the form");
  return { [name]: "", [timeField]: time.replace(/&amp;/g, "&") };
}
