/**
 * Helpers for the lead forms' bot traps (app/lib/forms/honeypot.ts) and rate limits
 * (app/lib/limits/rate-limits.ts) as the tests meet them.
 */
import type { APIRequestContext } from "@playwright/test";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD, MIN_FILL_SECONDS } from "~/lib/forms/honeypot";
import { formTraps, testAddress } from "../../../scripts/lib/bot-traps.mjs";

/**
 * A person takes longer than MIN_FILL_SECONDS to fill a lead form; a test that fills one in a
 * fraction of a second waits that long after it was rendered, or its submission is dropped as a
 * bot's. A real wait, on the server's clock: only what is left of it since `renderedAt`, the moment
 * the form's page had arrived (the render is no later), or all of it from now. A test that renders
 * every form it sends first waits the trap once.
 */
export async function waitOutTimeTrap(renderedAt = Date.now()): Promise<void> {
  const left = renderedAt + MIN_FILL_SECONDS * 1000 + 200 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * A visitor address of its own (CF-Connecting-IP, which wrangler dev passes through and
 * Cloudflare sets in production), so a test's requests never share a rate limit with another's.
 * From 198.18.0.0/15, the range set aside for tests.
 */
export function visitorAddress(): string {
  return testAddress(Math.floor(Math.random() * 131_070));
}

/**
 * The traps of a freshly rendered form, as a page would send them back: the hidden field empty
 * and the signed render (a page the edge cache kept gets a render of its own per view). Waits out
 * the time trap. One rendered form is one lead (ADR 050): a second body with these traps is refused.
 */
export async function renderedTraps(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const separator = path.includes("?") ? "&" : "?";
  const html = await (await request.get(`${path}${separator}fresh=${Date.now()}${Math.random()}`)).text();
  const traps = formTraps(html, { trapField: HONEYPOT_FIELD, timeField: HONEYPOT_VALID_FROM_FIELD });
  await waitOutTimeTrap();
  return traps;
}
