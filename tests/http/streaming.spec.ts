import { expect, test } from "./support/test";
import { BROWSER_USER_AGENT } from "../e2e/support/html";

async function readTimed(url: string, userAgent: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "User-Agent": userAgent, "Accept-Encoding": "identity" } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let firstChunk = "";
  let firstAt = 0;
  let html = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (!firstAt) {
      firstAt = performance.now() - started;
      firstChunk = text;
    }
    html += text;
  }
  return { firstChunk, firstAt, endAt: performance.now() - started, html };
}

test.describe("streaming from the edge", () => {
  test("browsers get the shell before deferred data resolves", async ({ baseURL }) => {
    const result = await readTimed(`${baseURL}/diagnostics/stream`, BROWSER_USER_AGENT);
    expect(result.firstChunk).toContain("<!DOCTYPE html>");
    expect(result.firstChunk).not.toContain("Deferred data arrived");
    // The deferred value (a 400 ms promise) came later in the same response: the shell did not
    // wait for it. Timings are not asserted; on a loaded machine they say nothing.
    expect(result.html).toContain("Deferred data arrived");
    // A streamed page never blocks its first paint on an element: without one on the page, the
    // browser would wait for the last deferred answer (app/lib/markup/first-screen.tsx).
    expect(result.firstChunk).not.toContain('rel="expect"');
  });

  test("crawlers get the complete document in one piece", async ({ baseURL }) => {
    const result = await readTimed(`${baseURL}/diagnostics/stream`, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(result.html).toContain("Deferred data arrived");
    expect(result.endAt - result.firstAt).toBeLessThan(250);
  });
});
