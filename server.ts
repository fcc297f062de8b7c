/**
 * Cloudflare Worker entry: one nonce per request, the Remix handler, then the
 * security headers on whatever Remix answered. Static files in public/ never reach
 * this code (the assets layer serves them; public/_headers sets their caching).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { Env, WorkerContext } from "~/lib/env.server";
import {
  applyBaseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  originOf,
} from "~/lib/security-headers";

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
// The handler is a pure function of the build: safe to create once per isolate.
const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild, mode);

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    const cspNonce = createNonce();
    let response: Response;
    try {
      response = await handleRemixRequest(request, { env, ctx, cspNonce });
    } catch (error) {
      // Remix renders its own error boundaries; this is only reached if that machinery fails.
      console.error("Unhandled error while handling", request.method, new URL(request.url).pathname, error);
      response = new Response("Internal Server Error", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return withSecurityHeaders(request, response, env, cspNonce);
  },
};

function withSecurityHeaders(request: Request, response: Response, env: Env, nonce: string): Response {
  // Redirects from Remix can carry immutable headers; copy into a fresh response.
  const headers = new Headers(response.headers);
  applyBaseSecurityHeaders(headers);
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        formActionOrigins: originOf(env.AUDIT_PROVIDER_URL),
        connectOrigins: originOf(env.SUPABASE_URL),
        development: mode === "development",
        https: new URL(request.url).protocol === "https:",
      }),
    );
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
