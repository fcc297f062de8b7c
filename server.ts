/**
 * Cloudflare Worker entry: one nonce per request, the Remix handler, then the security headers on
 * whatever Remix answered; the queue consumers of leads that could not be stored at once and of
 * watched projects' checks; and the cron that queues those checks.
 * Static files in public/ never reach this code (the assets layer serves them; public/_headers
 * sets their caching).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createRequestAuth } from "~/lib/auth/request-auth.server";
import { hasAuthCookie } from "~/lib/auth/supabase.server";
import { withFreshRenders } from "~/lib/forms/honeypot.server";
import { cachedPage, edgeCacheUrl, isCacheableResponse, pageVersion, storePage } from "~/lib/http/edge-cache.server";
import { isDataRequest, isLegacyDataRequest, reloadAsDocument } from "~/lib/markup/remix-seam";
import { cacheControl } from "~/lib/http/cache-control";
import {
  HANDLED_METHODS,
  isCrossSiteSubmission,
  isUnhandledMethod,
  isUnroutablePath,
  isUnservedHost,
  isWriteToRouteDiscovery,
  requestForRemix,
} from "~/lib/http/incoming";
import { isHttps } from "~/lib/http/site-origin.server";
import {
  applyBaseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isFrameable,
  type DocumentPolicy,
} from "~/lib/http/security-headers";
import {
  consumeDeadLetters,
  consumeLeadQueue,
  LEAD_DEAD_LETTER_QUEUE_NAME,
  type QueueBatch,
} from "~/lib/leads/queue-consumer.server";
import { withDocumentMarkup } from "~/lib/markup/document-markup.server";
import { createSettingsReader } from "~/lib/site/settings.server";
import { consumeWatchQueue, queueSweep, WATCH_QUEUE_NAME } from "~/lib/projects/watch-queue.server";

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
// The handler is a pure function of the build: safe to create once per isolate.
const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild, mode);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const cspNonce = createNonce();
    const documentPolicy: DocumentPolicy = { frameAncestors: null };
    if (isUnservedHost(request, env.SITE_URL)) {
      return finalise(
        request,
        plainText(421, "This site is not served at this address."),
        env,
        cspNonce,
        documentPolicy,
      );
    }
    if (isUnhandledMethod(request)) {
      const refused = plainText(405, "Method not allowed.");
      refused.headers.set("Allow", HANDLED_METHODS.join(", "));
      return finalise(request, refused, env, cspNonce, documentPolicy);
    }
    if (isCrossSiteSubmission(request)) {
      return finalise(
        request,
        plainText(403, "Cross-site form submissions are not accepted."),
        env,
        cspNonce,
        documentPolicy,
      );
    }
    if (isUnroutablePath(request))
      return finalise(request, plainText(404, "Page not found."), env, cspNonce, documentPolicy);
    if (isWriteToRouteDiscovery(request)) {
      const refused = plainText(405, "Method not allowed.");
      refused.headers.set("Allow", "GET, HEAD");
      return finalise(request, refused, env, cspNonce, documentPolicy);
    }
    if (isLegacyDataRequest(new URL(request.url))) {
      return finalise(request, reloadAsDocument(new URL(request.url)), env, cspNonce, documentPolicy);
    }
    const pageUrl = edgeCacheUrl(request);
    const version = pageVersion(serverBuild.assets.version, env.CF_VERSION_METADATA);
    if (pageUrl) {
      const hit = await cachedPage(pageUrl, version, cspNonce);
      // Each visitor's lead form is a render of its own: its id becomes the lead's (ADR 050).
      if (hit) return finalise(request, withFreshRenders(hit, env), env, cspNonce, documentPolicy);
    }
    const auth = createRequestAuth(request, env);
    // A page the edge cache may keep reads the settings afresh; others may use the isolate's (ADR 044).
    const settings = createSettingsReader(env, { fresh: pageUrl !== undefined });
    const handle = (url?: URL) =>
      handleRemixRequest(requestForRemix(request, url), {
        env,
        ctx,
        cspNonce,
        buildVersion: version,
        auth,
        settings,
        documentPolicy,
      });
    // A document's data sends none of its server markup, which the document holds (ADR 044); a
    // client navigation's data request carries the HTML itself.
    const render = (url?: URL) =>
      isDataRequest(new URL(request.url)) ? handle(url) : withDocumentMarkup(() => handle(url));
    let response: Response;
    try {
      // A cacheable page is rendered from its normalised URL, so the copy kept for everyone shows
      // nothing of a parameter the page does not read (ADR 019). A redirect is answered as the
      // visitor asked instead: it carries their whole query on (docs/product.md §2.9).
      response = await render(pageUrl);
      if (pageUrl && !auth.pendingHeaders() && isCacheableResponse(response)) {
        response = storePage(pageUrl, version, response, ctx);
      } else if (pageUrl && pageUrl.href !== request.url && response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        response = await render();
      }
    } catch (error) {
      // Remix renders its own error boundaries; this is only reached if that machinery fails.
      console.error("Unhandled error while handling", request.method, new URL(request.url).pathname, error);
      response = plainText(500, "Internal Server Error");
    }
    return finalise(request, response, env, cspNonce, documentPolicy, auth.pendingHeaders());
  },

  /** Leads waiting for the database, and watched projects' checks (wrangler.toml [[queues.consumers]]). */
  async queue(batch: QueueBatch, env: Env): Promise<void> {
    if (batch.queue === WATCH_QUEUE_NAME) await consumeWatchQueue(batch, env);
    else if (batch.queue === LEAD_DEAD_LETTER_QUEUE_NAME) await consumeDeadLetters(batch, env);
    else await consumeLeadQueue(batch, env);
  },

  /** The hourly cron (wrangler.toml [triggers]): a sweep for the watched projects due a check (ADR 068). */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(queueSweep(env, controller.scheduledTime));
  },
};

/** Answers the Worker gives itself, before or instead of Remix. */
function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

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
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", defaultCacheControl(request, env));
  applyBaseSecurityHeaders(headers, { frameable: isFrameable(policy) });
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
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

/**
 * Pages can differ per visitor (the account menu), so shared caches must not keep them; what was
 * rendered for a session (a signed-in viewer's page) is not stored anywhere, not even by the browser.
 */
function defaultCacheControl(request: Request, env: Env): string {
  if (hasAuthCookie(request, env)) return cacheControl.personal;
  return request.headers.get("Cookie") ? cacheControl.visitorPage : cacheControl.revalidate;
}
