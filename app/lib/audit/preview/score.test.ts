import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CHECK_TEXT } from "./check-text";
import { CHECK_ORDER } from "./evaluate";
import { topFindings, type Check, type CheckId, type PreviewReport } from "./report";
import { CHECK_WEIGHTS, pointsOf, scoreChecks } from "./score";

const productMd = readFileSync(fileURLToPath(new URL("../../../../docs/product.md", import.meta.url)), "utf8");

/** The rows of the weights table under "The audit preview's checks": id → [label, weight]. */
function documentedWeights(): Map<string, [string, number]> {
  const start = productMd.indexOf("#### The audit preview's checks");
  expect(start).toBeGreaterThan(-1);
  const rows = new Map<string, [string, number]>();
  for (const line of productMd.slice(start).split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const cells = line.split("|").map((cell) => cell.trim());
    const id = /^`([a-z0-9-]+)`$/.exec(cells[1] ?? "")?.[1];
    if (id) rows.set(id, [cells[2] ?? "", Number(cells[3])]);
  }
  return rows;
}

const check = (id: CheckId, status: Check["status"], weight = CHECK_WEIGHTS[id]): Check => ({
  id,
  label: id,
  status,
  finding: "",
  why: "",
  weight,
});

describe("the weights", () => {
  it("sum to 100 and cover every check", () => {
    expect(Object.values(CHECK_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.keys(CHECK_WEIGHTS).sort()).toEqual([...CHECK_ORDER].sort());
  });

  it("match docs/product.md's table, row by row, with the same labels and order", () => {
    const documented = documentedWeights();
    expect([...documented.keys()]).toEqual(CHECK_ORDER);
    for (const id of CHECK_ORDER) {
      expect([id, ...(documented.get(id) ?? [])]).toEqual([id, CHECK_TEXT[id].label, CHECK_WEIGHTS[id]]);
    }
  });
});

describe("scoreChecks", () => {
  it("gives a pass the whole weight, a warning half and a fail nothing", () => {
    expect(pointsOf(check("title", "pass"))).toBe(9);
    expect(pointsOf(check("title", "warn"))).toBe(4.5);
    expect(pointsOf(check("title", "fail"))).toBe(0);
  });

  it("is 100 when everything passes and 0 when everything fails", () => {
    expect(scoreChecks(CHECK_ORDER.map((id) => check(id, "pass")))).toBe(100);
    expect(scoreChecks(CHECK_ORDER.map((id) => check(id, "fail")))).toBe(0);
    expect(scoreChecks(CHECK_ORDER.map((id) => check(id, "warn")))).toBe(50);
  });

  it("rounds to an integer", () => {
    const checks = CHECK_ORDER.map((id) => check(id, id === "title" || id === "lang" ? "warn" : "pass"));
    // 100 − 4.5 − 1 = 94.5 → 95
    expect(scoreChecks(checks)).toBe(95);
    const failures = CHECK_ORDER.map((id) => check(id, id === "status" || id === "favicon" ? "fail" : "pass"));
    expect(scoreChecks(failures)).toBe(90);
  });

  it("is 0 with no checks", () => {
    expect(scoreChecks([])).toBe(0);
  });
});

describe("topFindings", () => {
  const report = (checks: Check[]): PreviewReport => ({
    requestedUrl: "https://example.com/",
    finalUrl: "https://example.com/",
    fetchedAt: new Date(0).toISOString(),
    score: scoreChecks(checks),
    checks,
    timings: { ttfbMs: 1, totalMs: 2 },
    hops: [],
    httpStatus: 200,
    contentType: "text/html",
    bytesRead: 0,
    truncated: false,
  });

  it("lists fails before warnings, heavier first, and never a pass", () => {
    const checks = [
      check("lang", "warn"),
      check("favicon", "fail"),
      check("title", "fail"),
      check("status", "pass"),
      check("viewport", "warn"),
    ];
    expect(topFindings(report(checks)).map((c) => c.id)).toEqual(["title", "favicon", "viewport"]);
    expect(topFindings(report(checks), 5).map((c) => c.id)).toEqual(["title", "favicon", "viewport", "lang"]);
    expect(topFindings(report([check("status", "pass")]))).toEqual([]);
  });

  it("keeps the listed order between equals", () => {
    const checks = [check("description", "warn"), check("h1", "warn"), check("canonical", "warn")];
    expect(topFindings(report(checks), 2).map((c) => c.id)).toEqual(["description", "h1"]);
  });
});
