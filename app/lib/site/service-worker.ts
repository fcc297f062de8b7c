/**
 * The service worker as the page sees it (docs/product.md §7.6, ADR 030): its address, the message
 * the page sends it once idle, and the one line it logs when prefetching fails. The worker's own
 * code is ./service-worker-script.ts, served by app/routes/sw[.]js.ts.
 */

/** Served by a route, not from public/, so each build answers different bytes and replaces the last. */
export const SERVICE_WORKER_URL = "/sw.js";

/** The files the worker fetches ahead, and the only ones it keeps. */
export const PREFETCH_URLS = ["/favicon.ico", "/manifest.json"] as const;

/** The message's type, verbatim from the specification. */
export const PREFETCH_MESSAGE_TYPE = "PREFETCH_URLS";

/** Verbatim: logged, never shown, when the prefetch fails. */
export const PREFETCH_ERROR_LOG = "Service worker prefetch error";

export interface PrefetchReply {
  ok: boolean;
  error?: string;
}

/**
 * Registers the worker and asks it to prefetch. The worker answers on a channel of its own, so a
 * failure inside it reaches this page's console too. Nothing here can disturb the page: every
 * failure (no support, a refused registration, a failed fetch) is one console line.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const fail = (error: unknown) => console.error(PREFETCH_ERROR_LOG, error);
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<PrefetchReply>) => {
        if (!event.data.ok) fail(event.data.error);
        channel.port1.close();
      };
      registration.active?.postMessage({ type: PREFETCH_MESSAGE_TYPE, urls: PREFETCH_URLS }, [channel.port2]);
    })
    .catch(fail);
}
