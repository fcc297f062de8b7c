import { BODY_DRAIN_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES } from "./request-limits";

/** A text field from submitted form data: trimmed, and "" when absent or a file. */
export function formText(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return trim ? value.trim() : value;
}

/**
 * The submitted form of a POST. Anything else is answered with a 4xx the error boundary
 * explains (405 for another method, 415 for a body that is not a form, 413 for one over
 * FORM_BODY_LIMIT_BYTES, 400 for one that cannot be parsed), never with a 500. The size is
 * checked before parsing: from Content-Length when sent, else while the body streams in.
 */
export async function readForm(request: Request): Promise<FormData> {
  requirePost(request);
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Response("This address accepts HTML form submissions only.", {
      status: 415,
      statusText: "Unsupported Media Type",
    });
  }
  const body = await readBody(request, FORM_BODY_LIMIT_BYTES);
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw unreadable();
  }
}

/** Actions change state: only POST may reach them. */
export function requirePost(request: Request): void {
  if (request.method !== "POST") {
    throw new Response("Use the form on the page to send this.", {
      status: 405,
      statusText: "Method Not Allowed",
      headers: { Allow: "POST" },
    });
  }
}

function unreadable(): Response {
  return new Response("The submitted form could not be read. Please try again.", {
    status: 400,
    statusText: "Bad Request",
  });
}

function tooLarge(): Response {
  return new Response("The submitted form is too large. Please shorten it and try again.", {
    status: 413,
    statusText: "Content Too Large",
  });
}

/**
 * The request's body, or a thrown 413 once it passes `limit` bytes. The rest of an oversized body
 * is read and dropped (up to BODY_DRAIN_LIMIT_BYTES, then left unread) before the 413 goes out.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw unreadable(); // the client went away or the stream broke
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) {
      await drain(reader, BODY_DRAIN_LIMIT_BYTES - size);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads and drops what is left of a stream, up to `budget` bytes; past that stops reading and
 * leaves the rest to the runtime, as it does a body whose Content-Length is over the limit. Never
 * cancels: a cancel travels back down the runtime's pipe from the client, and under wrangler dev it
 * sometimes arrived before the 413, which the dev server then replaced with its own 500 "Network
 * connection lost" (4 of 142 bodies past the budget; none of 142 left unread).
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let left = budget;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      left -= next.value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return; // the client went away: nothing left to drain
  }
  reader.releaseLock();
}
