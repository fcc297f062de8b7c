import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate";
import { extras, fetched, goodFacts } from "./healthy-page.fixture";

/** A right-to-left override and a bell: a page's text must not reorder or hide the report's. */
const UNSAFE = "\u202e\u0007";

const evidenceOf = (checks: ReturnType<typeof evaluate>, id: string) =>
  checks.find((check) => check.id === id)?.evidence;

describe("each check's evidence", () => {
  it("names the exact tags and elements a finding is about", () => {
    const facts = {
      ...goodFacts(),
      titles: ["Acme Plumbing", "Second <title>"],
      imagesWithoutAlt: 2,
      imagesWithoutAltSrcs: ["/img/van.jpg", ""],
    };
    const checks = evaluate(facts, fetched(), extras());
    expect(evidenceOf(checks, "title")).toEqual(["<title>Acme Plumbing</title>", "<title>Second <title></title>"]);
    expect(evidenceOf(checks, "image-alt")).toEqual(['<img src="/img/van.jpg">', '<img src="">']);
    expect(evidenceOf(checks, "speed")?.join(" ")).toMatch(/First byte after \d+ ms/);
  });

  it("keeps no control or direction characters, cuts long items, and lists at most ten", () => {
    const facts = {
      ...goodFacts(),
      h1s: Array.from({ length: 12 }, (_, i) => `Heading ${i}${UNSAFE}`),
      descriptions: ["x".repeat(1_000)],
    };
    const checks = evaluate(facts, fetched(), extras());
    const h1 = evidenceOf(checks, "h1")!;
    expect(h1).toHaveLength(10);
    for (const char of UNSAFE) expect(h1.join("")).not.toContain(char);
    expect([...evidenceOf(checks, "description")![0]!].length).toBeLessThanOrEqual(200);
  });

  it("shows none for a check that was not made", () => {
    const checks = evaluate(null, fetched({ error: "timeout", status: null, ttfbMs: null, hops: [] }), extras(null));
    const skipped = checks.filter((c) => c.status === "skip");
    expect(skipped.length).toBeGreaterThan(10);
    for (const check of skipped) expect(check.evidence, check.id).toBeUndefined();
  });
});
