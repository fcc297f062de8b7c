import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/http/nonce";
import { insertBeforeHeadEnd, takeJsonLd } from "~/lib/seo/structured-data/head-scripts.server";

/** Deferred data that has not resolved by then is rejected, and the stream closed. */
export const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS + 1_000);
  request.signal.addEventListener("abort", () => controller.abort(), { once: true });

  // Before rendering: it also takes the JSON-LD out of the hydration data the page carries.
  const jsonLd = takeJsonLd(remixContext, nonce);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  );

  // Crawlers get the whole document at once; browsers get the shell first and the rest as it resolves.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(jsonLd ? body.pipeThrough(insertBeforeHeadEnd(jsonLd)) : body, {
    headers: responseHeaders,
    status,
  });
}
