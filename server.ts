/**
 * Cloudflare Worker entry: one nonce per request, the Remix handler, then the security headers on
 * whatever Remix answered; and the queue consumers of leads that could not be stored at once.
 * Static files in public/ never reach this code (the assets layer serves them; public/_headers
 * sets their caching).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createRequestAuth } from "~/lib/auth/request-auth.server";
import { cachedPage, isCacheableRequest, isCacheableResponse, storePage } from "~/lib/http/edge-cache.server";
import type { Env, WorkerContext } from "~/lib/env.server";
import { cacheControl } from "~/lib/http/cache-control";
import { isHttps } from "~/lib/http/site-origin.server";
import {
  applyBaseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isFrameable,
  originOf,
  type DocumentPolicy,
} from "~/lib/http/security-headers";
import {
  consumeDeadLetters,
  consumeLeadQueue,
  LEAD_DEAD_LETTER_QUEUE_NAME,
  type QueueBatch,
} from "~/lib/leads/queue-consumer.server";
import { createSettingsReader } from "~/lib/site/settings.server";

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
// The handler is a pure function of the build: safe to create once per isolate.
const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild, mode);

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    const cspNonce = createNonce();
    const documentPolicy: DocumentPolicy = { frameAncestors: null };
    if (isCrossSiteSubmission(request)) {
      const refused = new Response("Cross-site form submissions are not accepted.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
      return finalise(request, refused, env, cspNonce, documentPolicy);
    }
    const cacheable = isCacheableRequest(request);
    const version = serverBuild.assets.version;
    if (cacheable) {
      const hit = await cachedPage(request, version, cspNonce);
      if (hit) return finalise(request, hit, env, cspNonce, documentPolicy);
    }
    const auth = createRequestAuth(request, env);
    const settings = createSettingsReader(env);
    let response: Response;
    try {
      response = await handleRemixRequest(request, {
        env,
        ctx,
        cspNonce,
        buildVersion: version,
        auth,
        settings,
        documentPolicy,
      });
      if (cacheable && !auth.pendingHeaders() && isCacheableResponse(response)) {
        response = storePage(request, version, response, ctx);
      }
    } catch (error) {
      // Remix renders its own error boundaries; this is only reached if that machinery fails.
      console.error("Unhandled error while handling", request.method, new URL(request.url).pathname, error);
      response = new Response("Internal Server Error", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return finalise(request, response, env, cspNonce, documentPolicy, auth.pendingHeaders());
  },

  /** Leads waiting for the database (wrangler.toml [[queues.consumers]]). */
  async queue(batch: QueueBatch, env: Env): Promise<void> {
    if (batch.queue === LEAD_DEAD_LETTER_QUEUE_NAME) await consumeDeadLetters(batch, env);
    else await consumeLeadQueue(batch, env);
  },
};

function finalise(
  request: Request,
  response: Response,
  env: Env,
  nonce: string,
  policy: DocumentPolicy,
  authHeaders?: Headers,
): Response {
  // Redirects from Remix can carry immutable headers; copy into a fresh response.
  const headers = new Headers(response.headers);
  // Whatever the request's Supabase client set (sign-in, refresh, sign-out) goes on this
  // response, whether it is a page, a thrown redirect or an error.
  if (authHeaders) {
    for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
    authHeaders.forEach((value, key) => {
      if (key.toLowerCase() !== "set-cookie") headers.set(key, value);
    });
  }
  if (headers.has("Set-Cookie")) headers.set("Cache-Control", cacheControl.personal);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", defaultCacheControl(request));
  applyBaseSecurityHeaders(headers, { frameable: isFrameable(policy) });
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        formActionOrigins: originOf(env.AUDIT_PROVIDER_URL),
        connectOrigins: [],
        frameAncestors: policy.frameAncestors,
        development: mode === "development",
        https: isHttps(request),
      }),
    );
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Pages can differ per visitor (the account menu), so shared caches must not keep them. */
function defaultCacheControl(request: Request): string {
  return request.headers.get("Cookie") ? cacheControl.visitorPage : cacheControl.revalidate;
}

/**
 * Login CSRF and friends: a state-changing request whose browser says it came from another
 * site is refused. SameSite=Lax cookies already stop cross-site POSTs from acting as the
 * visitor; this also stops a foreign page from signing a visitor into an attacker's account.
 * A widget's form is no exception: it is posted from the widget's own page, on this origin,
 * inside the other site's frame.
 */
function isCrossSiteSubmission(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== "null" && origin !== new URL(request.url).origin;
}
