/**
 * Tests only: runs this folder's code inside workerd (the Workers runtime, through wrangler's
 * unstable_startWorker), where the real HTMLRewriter exists; Node has none. The worker answers
 * POST /facts (collectFacts over the body) and POST /preview (runPreview with a fetcher serving a
 * table of fake responses, so nothing leaves the machine).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A fake answer for an address: a status, headers and body, or no answer at all (hang). */
export interface FakeRoute {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  hang?: boolean;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const ENTRY = `
import { collectFacts } from ${JSON.stringify(here("./read-page.server.ts"))};
import { runPreview } from ${JSON.stringify(here("./run-preview.server.ts"))};

export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    if (path === "/facts") {
      const body = new Uint8Array(await request.arrayBuffer());
      return Response.json(await collectFacts({ body, contentType: request.headers.get("content-type") }));
    }
    const { target, routes, options } = await request.json();
    const calls = [];
    const fetcher = async (input, init) => {
      const url = String(input);
      calls.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()), redirect: init?.redirect });
      const route = routes[url];
      if (!route) throw new TypeError("connection refused");
      if (route.hang) return new Promise(() => {});
      return new Response(route.body ?? null, { status: route.status ?? 200, headers: route.headers ?? {} });
    };
    try {
      const report = await runPreview(target, { fetcher, siteUrl: "https://www.rankwell.test", ...options });
      return Response.json({ report, calls });
    } catch (error) {
      return Response.json({ thrown: error.name, message: error.message, calls });
    }
  },
};
`;

export interface PreviewWorker {
  post(path: "/facts" | "/preview", body: string, contentType?: string): Promise<unknown>;
  dispose(): Promise<void>;
}

export async function startPreviewWorker(): Promise<PreviewWorker> {
  // Offline: no metrics, no request.cf download.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
  const { unstable_startWorker } = await import("wrangler");
  const dir = mkdtempSync(join(tmpdir(), "audit-preview-worker-"));
  const entrypoint = join(dir, "worker.js");
  writeFileSync(entrypoint, ENTRY);
  const worker = await unstable_startWorker({
    name: "audit-preview-test",
    entrypoint,
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, logLevel: "error" },
  });
  await worker.ready;
  return {
    async post(path, body, contentType = "application/json") {
      const response = await worker.fetch(`http://worker${path}`, {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
      return response.json();
    },
    async dispose() {
      await worker.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
