import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate";
import { expectCheck, expectPageCase, extras, fetched, goodFacts, type PageCase } from "./healthy-page.fixture";

describe("evaluate: a healthy page passes everything", () => {
  it("passes every check, with a label, a finding and a why each", () => {
    const checks = evaluate(goodFacts(), fetched(), extras());
    expect(checks).toHaveLength(20);
    for (const c of checks) {
      expect([c.id, c.status]).toEqual([c.id, "pass"]);
      expect(c.label).not.toBe("");
      expect(c.finding).not.toBe("");
      expect(c.why).not.toBe("");
      expect(c.finding).not.toMatch(/\n/);
    }
  });
});

describe("evaluate when the page was not read as HTML", () => {
  it.each<PageCase>([
    [
      "not html",
      "title",
      null,
      fetched({ contentType: "application/pdf" }),
      "skip",
      /Not checked: the address returned application\/pdf/,
    ],
    ["a 404 page", "title", null, fetched({ status: 404 }), "skip", /Not checked: the page answered 404 Not Found/],
  ])("%s", expectPageCase);
});

describe("evaluate when the fetch did not complete", () => {
  it.each([
    ["timeout", /did not arrive within 8.0 s/],
    ["unreachable", /could not be reached/],
    ["loop", /loop/],
    ["too-many-redirects", /More than 5 redirects/],
  ] as const)("%s: status says why, the page checks are not made (neither pass nor fail)", (error, reason) => {
    const checks = evaluate(null, fetched({ error, status: null, ttfbMs: null, hops: [] }), extras(null));
    expect(checks.find((c) => c.id === "status")?.finding).toMatch(reason);
    for (const id of ["title", "robots-txt", "sitemap", "favicon"] as const) {
      expectCheck(checks.find((c) => c.id === id) as never, "skip", /Not checked/);
    }
  });

  it("refused hop: names the address and the reason", () => {
    const checks = evaluate(
      null,
      fetched({
        error: "refused-hop",
        refused: { url: "http://169.254.169.254/", reason: "a link-local address (169.254.0.0/16)" },
      }),
      extras(null),
    );
    expect(checks.find((c) => c.id === "status")?.finding).toBe(
      "A redirect led to http://169.254.169.254/, which is not a public website (a link-local address (169.254.0.0/16)), so the fetch stopped there.",
    );
  });
});
