import { concatBytes } from "./bytes";

/** React writes a document in pieces of about 2 KB; the answer goes out in pieces of at least this. */
export const COALESCED_CHUNK_BYTES = 16_384;

/**
 * Joins a document's many small pieces into fewer, larger ones (issue 21). Every piece costs each
 * hop between the Worker and the visitor a write; a 200 KB page came out in over a hundred. What
 * arrives together goes out together once it reaches `minBytes`; what waits alone (the shell
 * before a slow part of the page, the end of the stream) goes out at the next turn of the event
 * loop, so streaming still shows the first screen before the rest is ready.
 */
export function coalesceChunks(minBytes = COALESCED_CHUNK_BYTES): TransformStream<Uint8Array, Uint8Array> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (controller: TransformStreamDefaultController<Uint8Array>) => {
    clearTimeout(timer);
    timer = undefined;
    if (!size) return;
    const chunk = parts.length === 1 ? parts[0]! : concatBytes(parts);
    parts = [];
    size = 0;
    try {
      controller.enqueue(chunk);
    } catch {
      // The visitor went away or the render was stopped: the stream is closed, nothing to send.
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= minBytes) send(controller);
      else timer ??= setTimeout(() => send(controller), 0);
    },
    flush: send,
  });
}
