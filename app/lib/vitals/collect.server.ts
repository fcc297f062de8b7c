/**
 * The web-vitals collector behind POST /api/vitals (ADR 020): checks the request's shape and size,
 * rate-limits per client address, validates the beacon, samples whole page views and stores one
 * row per metric after answering. It never reads or sets a cookie and never stores the address
 * (the rate limiter counts it; each row names its source, a keyed hash of it and the day: ADR 064). Answers are plain text; browsers ignore a beacon's answer, so
 * the statuses are for people and tests: 204 taken (stored or sampled out), 4xx refused.
 */
import { readBody } from "~/lib/http/form-data";
import { VITALS_BODY_LIMIT_BYTES } from "~/lib/http/request-limits";
import { beaconSchema } from "./beacon-schema";
import { RATE_LIMITS } from "~/lib/limits/rate-limits";
import { rate, type Beacon } from "./metrics";
import { visitorKey } from "~/lib/limits/rate-limit.server";

/** A row of public.web_vitals as the collector writes it. */
export interface WebVitalRow {
  page: string;
  metric: string;
  value: number;
  rating: string;
  navigation_type: string | null;
  /** The sender as one visitor of the day (source.server.ts), null without the key. */
  source: string | null;
}

export interface Collector {
  /** The RATE_LIMIT_VITALS binding; absent only where no binding is configured (unit tests). */
  limiter?: RateLimit;
  /** Writes rows; absent when the Worker has no service-role key, and then nothing is collected. */
  store?: (rows: WebVitalRow[]) => Promise<void>;
  sampleRate: number;
  /** The source the request's rows are counted as; absent: none (each row its own). */
  sourceOf?: (request: Request) => Promise<string | null>;
  waitUntil(promise: Promise<unknown>): void;
  random?: () => number;
}

function answer(status: number, text: string | null, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** sendBeacon sends a string as text/plain; JSON is accepted too. */
const ACCEPTED_TYPES = /^(text\/plain|application\/json)\b/i;

export function rowsOf(beacon: Beacon, source: string | null = null): WebVitalRow[] {
  return beacon.metrics.map((metric) => ({
    page: beacon.path,
    metric: metric.name,
    value: metric.value,
    // The rating is the server's, from Google's thresholds: never taken from the browser.
    rating: rate(metric.name, metric.value),
    navigation_type: beacon.navigationType ?? null,
    source,
  }));
}

export async function collectVitals(request: Request, collector: Collector): Promise<Response> {
  if (request.method !== "POST") return answer(405, "Send web vitals with POST.", { Allow: "POST" });
  if (!ACCEPTED_TYPES.test(request.headers.get("Content-Type") ?? "")) {
    return answer(415, "Send web vitals as JSON.");
  }
  // A page of this site sends its own figures; a browser says where a request comes from.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return answer(403, "Web vitals are taken from this site's own pages only.");
  if (!collector.store) return answer(503, "Web vitals are not being collected.");
  if (collector.limiter) {
    const key = `vitals:${visitorKey(request)}`;
    const { success } = await collector.limiter.limit({ key });
    if (!success) {
      return answer(429, "Too many web-vitals reports; try again later.", {
        "Retry-After": String(RATE_LIMITS.vitals.periodSeconds),
      });
    }
  }
  let body: Uint8Array;
  try {
    body = await readBody(request, VITALS_BODY_LIMIT_BYTES);
  } catch (refusal) {
    if (refusal instanceof Response) return answer(refusal.status, await refusal.text());
    throw refusal;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return answer(400, "The report is not JSON.");
  }
  const beacon = beaconSchema.safeParse(parsed);
  if (!beacon.success) return answer(400, "The report is not a web-vitals report of a page of this site.");
  if ((collector.random ?? Math.random)() >= collector.sampleRate) return answer(204, null);
  const store = collector.store;
  const rows = rowsOf(beacon.data, (await collector.sourceOf?.(request)) ?? null);
  collector.waitUntil(
    store(rows).catch((error: unknown) => {
      console.error("Web vitals not stored:", error instanceof Error ? error.message : error);
    }),
  );
  return answer(204, null);
}
