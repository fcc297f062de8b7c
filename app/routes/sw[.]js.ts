import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/http/cache-control";
import { serviceWorkerScript } from "~/lib/site/service-worker-script";

/**
 * /sw.js, the service worker (ADR 030): its bytes carry the build version, and it is never served
 * from a cache without asking, so the first visit after a deploy installs the new one. Its own CSP
 * keeps it to this origin.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(serviceWorkerScript(context.buildVersion), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": cacheControl.serviceWorker,
      "Content-Security-Policy": "default-src 'self'",
    },
  });
}
