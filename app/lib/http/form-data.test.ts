import { describe, expect, it } from "vitest";
import { readForm } from "./form-data";
import { BODY_DRAIN_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES } from "./request-limits";

const FORM = "application/x-www-form-urlencoded";

async function refusal(promise: Promise<unknown>): Promise<{ status: number; text: string }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("expected a refusal");
}

/** A body that arrives in pieces, with no Content-Length (chunked). */
function streamed(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new TextEncoder().encode("a".repeat(Math.min(8192, size - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("readForm", () => {
  it("reads a form within the limit", async () => {
    const body = `message=${"x".repeat(4000)}&name=Jane`;
    const form = await readForm(
      new Request("https://s.example/", { method: "POST", headers: { "Content-Type": FORM }, body }),
    );
    expect(form.get("name")).toBe("Jane");
  });

  it("answers 413 from Content-Length before reading the body", async () => {
    const request = new Request("https://s.example/", {
      method: "POST",
      headers: { "Content-Type": FORM, "Content-Length": String(FORM_BODY_LIMIT_BYTES + 1) },
      body: "a=1",
    });
    const { status, text } = await refusal(readForm(request));
    expect(status).toBe(413);
    expect(text).toBe("The submitted form is too large. Please shorten it and try again.");
  });

  it("answers 413 once a streamed body passes the limit", async () => {
    const init = {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: streamed(FORM_BODY_LIMIT_BYTES + 10_000),
      duplex: "half",
    };
    expect((await refusal(readForm(new Request("https://s.example/", init as RequestInit)))).status).toBe(413);
  });

  it("reads the rest of an oversized streamed body before answering 413", async () => {
    let pulled = 0;
    const size = FORM_BODY_LIMIT_BYTES * 4;
    const source = streamed(size);
    const counting = source.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const init = { method: "POST", headers: { "Content-Type": FORM }, body: counting, duplex: "half" };
    expect((await refusal(readForm(new Request("https://s.example/", init as RequestInit)))).status).toBe(413);
    expect(pulled).toBe(size);
  });

  it("stops draining past the hard limit, without cancelling the stream, and still answers 413", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
      cancel() {
        cancelled = true;
      },
    });
    const init = { method: "POST", headers: { "Content-Type": FORM }, body: endless, duplex: "half" };
    expect((await refusal(readForm(new Request("https://s.example/", init as RequestInit)))).status).toBe(413);
    // A cancel reached wrangler dev's proxy before the 413 at times, and it answered 500 instead.
    expect(cancelled).toBe(false);
    expect(pulled).toBeLessThan(BODY_DRAIN_LIMIT_BYTES + 4 * 65_536);
  });

  it("keeps the other refusals: 405, 415, 400", async () => {
    expect((await refusal(readForm(new Request("https://s.example/", { method: "PUT", body: "a" })))).status).toBe(405);
    const json = new Request("https://s.example/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect((await refusal(readForm(json))).status).toBe(415);
    const broken = new Request("https://s.example/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    expect((await refusal(readForm(broken))).status).toBe(400);
  });
});
