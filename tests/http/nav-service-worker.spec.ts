/**
 * The service worker as served (docs/product.md §7.6): fresh, versioned, prefetching only files
 * that exist. Its registration and its cache in a browser are in tests/e2e/nav-motion.spec.ts.
 */
import { expect, test } from "./support/test";

test("/sw.js is served fresh and versioned, and the files it prefetches exist", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const source = await worker.text();
  expect(source).toMatch(/"rankwell-prefetch-[\w.-]+"/);
  expect(source).not.toContain('addEventListener("fetch"');
  for (const path of ["/favicon.ico", "/manifest.json"]) expect((await request.get(path)).status(), path).toBe(200);
});
