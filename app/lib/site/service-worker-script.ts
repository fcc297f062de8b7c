import { PREFETCH_ERROR_LOG, PREFETCH_MESSAGE_TYPE, PREFETCH_URLS } from "./service-worker";

/** Every cache the worker opens starts with this; the build version follows. */
export const PREFETCH_CACHE_PREFIX = "rankwell-prefetch-";

/**
 * The service worker's source for one build (ADR 030). It has no fetch handler: no page, and
 * nothing private or signed-in, is ever answered from it, and it adds no step to any request. It
 * only keeps PREFETCH_URLS, fetched once per build when the page asks, in a cache named after the
 * build. A new build's worker differs in its version line, so the browser installs it; it takes
 * over at once (skipWaiting, clients.claim) and deletes the caches of earlier builds.
 */
export function serviceWorkerScript(buildVersion: string): string {
  return `"use strict";
const CACHE = ${JSON.stringify(PREFETCH_CACHE_PREFIX + buildVersion)};
const PREFIX = ${JSON.stringify(PREFETCH_CACHE_PREFIX)};
const ALLOWED = ${JSON.stringify(PREFETCH_URLS)};

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== ${JSON.stringify(PREFETCH_MESSAGE_TYPE)} || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => ALLOWED.includes(url));
  const reply = event.ports && event.ports[0];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((url) => cache.match(url).then((hit) => hit || cache.add(url)))))
      .then(() => reply && reply.postMessage({ ok: true }))
      .catch((error) => {
        console.error(${JSON.stringify(PREFETCH_ERROR_LOG)}, error);
        if (reply) reply.postMessage({ ok: false, error: String(error) });
      }),
  );
});
`;
}
