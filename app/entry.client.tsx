import "~/shared-chunk";
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { WEB_VITALS_FALLBACK_DELAY_MS } from "~/content/frame-timings";
import { registerServiceWorker } from "~/lib/site/service-worker";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Web vitals start once the browser is idle, or after the fallback delay (docs/product.md §4.9),
// from a chunk of their own: measuring must not cost the page its first paint or hydration. The
// service worker is registered then too, and asked to prefetch its two files (ADR 030).
const afterIdle = () => {
  void import("~/lazy/web-vitals").then((vitals) => vitals.startWebVitals());
  registerServiceWorker();
};
if ("requestIdleCallback" in window) requestIdleCallback(afterIdle, { timeout: WEB_VITALS_FALLBACK_DELAY_MS });
else setTimeout(afterIdle, WEB_VITALS_FALLBACK_DELAY_MS);
