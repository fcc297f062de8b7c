import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { coalesceChunks } from "~/lib/http/coalesce-stream.server";
import { NonceProvider } from "~/lib/http/nonce";
import { documentLateMarkup } from "~/lib/markup/document-markup.server";
import { resolveLateMarkup } from "~/lib/markup/late-markup.server";
import { headJsonLd, insertBeforeHeadEnd } from "~/lib/seo/structured-data/head-scripts.server";

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

  const jsonLd = headJsonLd(remixContext, nonce);
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
  const withHead = jsonLd ? body.pipeThrough(insertBeforeHeadEnd(jsonLd)) : body;
  // Blocks still being made (the audit preview's findings) are written in place as they come.
  const late = documentLateMarkup();
  const document = late?.size ? withHead.pipeThrough(resolveLateMarkup(late)) : withHead;
  return new Response(document.pipeThrough(coalesceChunks()), {
    headers: responseHeaders,
    status,
  });
}
