/**
 * POST /api/vitals: web-vitals beacons from visitors' browsers (docs/product.md §7.5, ADR 020).
 * A resource route: no page, no session, no cookies; app/lib/vitals/collect.server.ts decides.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requirePost } from "~/lib/http/form-data";
import { collectVitals } from "~/lib/vitals/collect.server";
import { hasServiceKey } from "~/lib/db/service.server";
import { sampleRate } from "~/lib/vitals/limits";
import { storeVitals } from "~/lib/vitals/store.server";
import { beaconSource } from "~/lib/vitals/source.server";
import { visitorKey } from "~/lib/limits/rate-limit.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context;
  return collectVitals(request, {
    limiter: env.RATE_LIMIT_VITALS,
    store: hasServiceKey(env) ? (rows) => storeVitals(env, rows) : undefined,
    sampleRate: sampleRate(env.VITALS_SAMPLE_RATE),
    sourceOf: (request) => beaconSource(visitorKey(request), env.HONEYPOT_SECRET),
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
}

/** Nothing to read here: GET and HEAD get 405 with `Allow: POST`. */
export async function loader({ request }: LoaderFunctionArgs) {
  requirePost(request);
  return null;
}
