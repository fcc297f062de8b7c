/**
 * Web vitals in the visitor's browser (docs/product.md §7.5, ADR 020). Loaded by
 * app/entry.client.tsx once the browser is idle (or after WEB_VITALS_FALLBACK_DELAY_MS), as its own
 * chunk, so it never competes with the page's first paint or hydration. Each figure is logged to
 * the console as the specification asks ({ name, delta, id }) and kept; when the page is hidden
 * (tab switched, closed, navigated away) the latest value of each metric goes to the collector in
 * one beacon. The page's path is the only thing about the visitor that is sent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_PATH, type Beacon, type BeaconMetric, type NavigationType } from "./metrics";

export function startWebVitals(): void {
  // The document this page view loaded, not wherever client-side navigation has gone since.
  const path = documentPath();
  const pending = new Map<string, BeaconMetric>();
  let navigationType: NavigationType | undefined;

  const record = (metric: Metric) => {
    console.log({ name: metric.name, delta: metric.delta, id: metric.id });
    navigationType = metric.navigationType;
    pending.set(metric.name, { name: metric.name, value: metric.value, delta: metric.delta, id: metric.id });
  };

  const flush = () => {
    if (!pending.size) return;
    const beacon: Beacon = { path, navigationType, metrics: [...pending.values()] };
    pending.clear();
    navigator.sendBeacon?.(VITALS_PATH, JSON.stringify(beacon));
  };

  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(record);
  // After web-vitals' own listeners, which report the final CLS, LCP and INP on hiding.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") queueMicrotask(flush);
  });
  addEventListener("pagehide", flush);
}

function documentPath(): string {
  const [entry] = performance.getEntriesByType("navigation");
  try {
    return entry ? new URL(entry.name).pathname : location.pathname;
  } catch {
    return location.pathname;
  }
}
