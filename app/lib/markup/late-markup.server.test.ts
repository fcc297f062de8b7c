import { describe, expect, it } from "vitest";
import { resolveLateMarkup } from "./late-markup.server";
import { latePlaceholder } from "./document-markup.server";

const encoder = new TextEncoder();

/** Streams `text` in chunks of `size` bytes through the transform; returns what came out, piece by piece. */
async function run(text: string, late: Map<string, Promise<string>>, size: number) {
  const bytes = encoder.encode(text);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  const reader = source.pipeThrough(resolveLateMarkup(late, () => "<p>failed</p>")).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    pieces.push(decoder.decode(next.value, { stream: true }));
  return pieces;
}

describe("resolveLateMarkup", () => {
  const page = `<main><h1>Report</h1>${latePlaceholder(0)}<footer>é end</footer>${latePlaceholder(1)}</main>`;

  it.each([1, 3, 7, 64, 4096])(
    "fills each placeholder in order whatever the chunking (%i-byte chunks)",
    async (size) => {
      const late = new Map([
        [latePlaceholder(0), Promise.resolve("<section>found</section>")],
        [latePlaceholder(1), Promise.reject(new Error("gone"))],
      ]);
      const out = (await run(page, late, size)).join("");
      expect(out).toBe("<main><h1>Report</h1><section>found</section><footer>é end</footer><p>failed</p></main>");
    },
  );

  it("sends what comes before a placeholder before its block is ready", async () => {
    let resolve!: (html: string) => void;
    const late = new Map([[latePlaceholder(0), new Promise<string>((r) => (resolve = r))]]);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`<h1>Report</h1>${latePlaceholder(0)}<footer></footer>`));
        controller.close();
      },
    }).pipeThrough(resolveLateMarkup(late));
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("<h1>Report</h1>");
    resolve("<section>found</section>");
    let rest = "";
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += new TextDecoder().decode(next.value);
    expect(rest).toBe("<section>found</section><footer></footer>");
  });

  it("leaves text that only looks like the start of a placeholder as it is", async () => {
    const late = new Map([[latePlaceholder(0), Promise.resolve("X")]]);
    const text = `<template data-late-markup="9"></template>${latePlaceholder(0)}!`;
    expect((await run(text, late, 5)).join("")).toBe(`<template data-late-markup="9"></template>X!`);
  });
});
