// buildReport (run-preview.server.ts) as a pure function: whatever the site sends, the report stays
// small enough to store (the database refuses one over 64 KB) and free of control and bidi characters.
import { describe, expect, it } from "vitest";
import { extras, fetched, goodFacts, site, URL_ } from "./healthy-page.fixture";
import type { PreviewReport } from "./report";
import { buildReport } from "./run-preview.server";

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

const { timeoutMs, maxBytes, maxHops } = extras();
const limits = { timeoutMs, maxBytes, maxHops };
const report =
  (...args: Parameters<typeof fetched> | []) =>
  (facts: ReturnType<typeof goodFacts>) =>
    buildReport(URL_, "2026-01-01T00:00:00.000Z", fetched(...args), facts, site(), limits);

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

function expectStorable(made: PreviewReport) {
  expect(JSON.stringify(made).length).toBeLessThan(60_000);
  for (const text of texts(made)) expect(text).not.toMatch(UNSAFE);
}

describe("buildReport keeps a hostile site's report storable", () => {
  const hops = Array.from({ length: 5 }, (_, i) => ({
    url: `https://www.acme.com/${i}/${"x".repeat(15 * 1024)}`,
    status: 301,
  }));
  const finalUrl = `https://www.acme.com/final/${"y".repeat(15 * 1024)}`;

  it("a 100 KB <meta charset>, 5 redirects with 15 KB addresses, a long Content-Encoding", () => {
    const made = report({
      requestedUrl: hops[0]?.url,
      hops: [...hops, { url: finalUrl, status: 200 }],
      finalUrl,
      contentType: `text/html; x=${"z".repeat(20 * 1024)}`,
      contentEncoding: `gzip${"q".repeat(20 * 1024)}`,
    })(goodFacts({ charset: "A".repeat(100 * 1024) }));
    expectStorable(made);
    expect(made.hops).toHaveLength(6);
    expect(made.hops.every((hop) => hop.url.length <= 2_048)).toBe(true);
    expect(made.finalUrl.length).toBeLessThanOrEqual(2_048);
    expect(made.contentType?.length).toBeLessThanOrEqual(2_048);
    expect(made.contentType).toMatch(/^text\/html; x=z+\u2026$/);
    expect(made.checks.find((c) => c.id === "content-type")?.finding).toMatch(/^text\/html in \u201cA+\u2026\u201d\.$/);
  });

  it("a charset and an encoding with U+202E and control characters in them", () => {
    const made = report({
      contentType: "text/html; x=\u202e\u0007",
      contentEncoding: "br\u202e\u0000",
      hops: [{ url: `${URL_}\u202e`, status: 200 }],
    })(goodFacts({ charset: "utf-8\u202eevil\u0007" }));
    expectStorable(made);
    expect(made.checks.find((c) => c.id === "content-type")?.finding).toBe("text/html in \u201cUTF-8 EVIL\u201d.");
  });

  it("an ordinary charset and encoding are written as they were", () => {
    const made = report()(goodFacts({ charset: "windows-1252" }));
    expect(made.checks.find((c) => c.id === "content-type")?.finding).toBe("text/html in UTF-8.");
    expect(made.checks.find((c) => c.id === "size")?.finding).toMatch(/sent compressed \(br\)/);
    expect(made.contentType).toBe("text/html; charset=utf-8");
    expect(made.hops).toEqual([{ url: URL_, status: 200 }]);
  });
});
