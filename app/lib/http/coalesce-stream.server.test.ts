import { describe, expect, it } from "vitest";
import { coalesceChunks } from "./coalesce-stream.server";

const bytes = (length: number, fill = 97) => new Uint8Array(length).fill(fill);

async function collect(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

describe("coalesceChunks", () => {
  it("joins pieces that arrive together into pieces of at least the minimum, bytes unchanged", async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(bytes(2_048, 97 + (i % 26)));
        controller.close();
      },
    });
    const chunks = await collect(source.pipeThrough(coalesceChunks(16_384)));
    expect(chunks.length).toBeLessThanOrEqual(6);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= 16_384)).toBe(true);
    const joined = Buffer.concat(chunks);
    expect(joined.length).toBe(40 * 2_048);
    expect(joined[2_048 * 3]).toBe(97 + 3);
  });

  it("sends what waits alone without waiting for more (streaming still shows the shell first)", async () => {
    let later: (() => void) | undefined;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(100));
        later = () => {
          controller.enqueue(bytes(50));
          controller.close();
        };
      },
    });
    const reader = source.pipeThrough(coalesceChunks(16_384)).getReader();
    const first = await reader.read();
    expect(first.value?.length).toBe(100);
    later?.();
    expect((await reader.read()).value?.length).toBe(50);
    expect((await reader.read()).done).toBe(true);
  });

  it("sends nothing, and throws nothing, once the render is stopped", async () => {
    const stop = new AbortController();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(100));
      },
    });
    const readable = source.pipeThrough(coalesceChunks(16_384), { signal: stop.signal });
    // The piece waits for its timer; the render is stopped before it fires.
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop.abort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(readable.getReader().read()).rejects.toBeDefined();
  });
});
