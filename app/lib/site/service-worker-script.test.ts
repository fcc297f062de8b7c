import { describe, expect, it, vi } from "vitest";
import { PREFETCH_CACHE_PREFIX, serviceWorkerScript } from "./service-worker-script";

type Listener = (event: Record<string, unknown>) => void;

/** The worker's script run against a stand-in of its global scope and Cache Storage. */
function runWorker(version: string, { failing = [] as string[] } = {}) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, string>>([
    [`${PREFETCH_CACHE_PREFIX}old`, new Map()],
    ["other-app", new Map()],
  ]);
  const fetched: string[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const caches = {
    keys: async () => [...stores.keys()],
    delete: async (key: string) => stores.delete(key),
    open: async (key: string) => {
      const store = stores.get(key) ?? new Map<string, string>();
      stores.set(key, store);
      return {
        match: async (url: string) => store.get(url),
        add: async (url: string) => {
          fetched.push(url);
          if (failing.includes(url)) throw new TypeError(`Failed to fetch ${url}`);
          store.set(url, "body");
        },
      };
    },
  };
  const console = { error: vi.fn() };
  new Function("self", "caches", "console", serviceWorkerScript(version))(self, caches, console);

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown> = {}) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  /** Posts a message with a reply channel, as the page does, and returns the reply. */
  async function message(data: unknown) {
    const replies: unknown[] = [];
    await dispatch("message", { data, ports: [{ postMessage: (reply: unknown) => replies.push(reply) }] });
    return replies;
  }
  return { listeners, stores, fetched, self, console, dispatch, message };
}

describe("serviceWorkerScript", () => {
  it("has no fetch handler: no request is ever answered from the worker", () => {
    expect([...runWorker("v1").listeners.keys()].sort()).toEqual(["activate", "install", "message"]);
  });

  it("takes over at once and deletes only earlier builds' caches", async () => {
    const worker = runWorker("v2");
    await worker.dispatch("install");
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.dispatch("activate");
    expect([...worker.stores.keys()]).toEqual(["other-app"]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("prefetches the two files into this build's cache, once", async () => {
    const worker = runWorker("v3");
    const urls = ["/favicon.ico", "/manifest.json"];
    expect(await worker.message({ type: "PREFETCH_URLS", urls })).toEqual([{ ok: true }]);
    expect([...(worker.stores.get(`${PREFETCH_CACHE_PREFIX}v3`)?.keys() ?? [])]).toEqual(urls);
    await worker.message({ type: "PREFETCH_URLS", urls });
    expect(worker.fetched).toEqual(urls);
  });

  it("keeps nothing else: other addresses and other messages are ignored", async () => {
    const worker = runWorker("v4");
    await worker.message({ type: "PREFETCH_URLS", urls: ["/dashboard", "https://elsewhere.example/x"] });
    await worker.message({ type: "CACHE_EVERYTHING", urls: ["/favicon.ico"] });
    await worker.message(null);
    expect(worker.fetched).toEqual([]);
  });

  it("logs a failed prefetch and tells the page, nothing more", async () => {
    const worker = runWorker("v5", { failing: ["/manifest.json"] });
    const replies = await worker.message({ type: "PREFETCH_URLS", urls: ["/favicon.ico", "/manifest.json"] });
    expect(worker.console.error).toHaveBeenCalledWith("Service worker prefetch error", expect.any(TypeError));
    expect(replies).toEqual([{ ok: false, error: "TypeError: Failed to fetch /manifest.json" }]);
  });

  it("names its cache after the build, so a deploy serves a different worker", () => {
    expect(serviceWorkerScript("abc")).toContain(`"${PREFETCH_CACHE_PREFIX}abc"`);
    expect(serviceWorkerScript("abc")).not.toEqual(serviceWorkerScript("abd"));
  });
});
