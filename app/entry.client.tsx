import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { WEB_VITALS_FALLBACK_DELAY_MS } from "~/content/timings";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Web vitals start once the browser is idle, or after the fallback delay (docs/product.md §4.9),
// from a chunk of their own: measuring must not cost the page its first paint or hydration.
const startVitals = () => void import("~/lib/vitals/browser").then((vitals) => vitals.startWebVitals());
if ("requestIdleCallback" in window) requestIdleCallback(startVitals, { timeout: WEB_VITALS_FALLBACK_DELAY_MS });
else setTimeout(startVitals, WEB_VITALS_FALLBACK_DELAY_MS);
