import { describe, expect, it } from "vitest";
import { pageProblem, readReport, topFindings, type Check, type PreviewReport } from "./report";
import { scoreChecks } from "./score";

const check = (id: Check["id"], status: Check["status"], weight: number, finding = ""): Check => ({
  id,
  label: id,
  status,
  weight,
  finding,
  why: "",
});

const report = (over: Partial<PreviewReport> = {}): PreviewReport => ({
  requestedUrl: "https://shop.example/menu",
  finalUrl: "https://shop.example/menu",
  fetchedAt: "2026-12-03T10:00:00.000Z",
  score: 50,
  checks: [],
  timings: { ttfbMs: 100, totalMs: 200 },
  hops: [],
  httpStatus: 200,
  contentType: "text/html; charset=utf-8",
  bytesRead: 1000,
  truncated: false,
  ...over,
});

describe("pageProblem: no score without a page (issue 34)", () => {
  it("names what happened for every answer that is not a readable page", () => {
    expect(pageProblem(report({ error: "timeout", httpStatus: null }))).toEqual({
      kind: "timeout",
      host: "shop.example",
    });
    expect(pageProblem(report({ error: "unreachable", httpStatus: null }))).toEqual({
      kind: "unreachable",
      host: "shop.example",
    });
    expect(pageProblem(report({ error: "loop" }))).toEqual({
      kind: "redirect",
      url: "https://shop.example/menu",
      reason: "loop",
    });
    expect(pageProblem(report({ httpStatus: 404 }))).toEqual({
      kind: "status",
      url: "https://shop.example/menu",
      status: 404,
    });
    expect(pageProblem(report({ httpStatus: 503 }))).toMatchObject({ kind: "status", status: 503 });
    expect(pageProblem(report({ contentType: "Application/PDF; x=1" }))).toEqual({
      kind: "not-html",
      url: "https://shop.example/menu",
      contentType: "application/pdf",
    });
  });

  it("names a 2xx answer that was not read as HTML, and the host a redirect stopped at", () => {
    expect(pageProblem(report({ contentType: null, unread: true }))).toEqual({
      kind: "unreadable",
      url: "https://shop.example/menu",
    });
    expect(pageProblem(report({ contentType: "   ", unread: true }))).toMatchObject({ kind: "unreadable" });
    expect(
      pageProblem(report({ error: "timeout", httpStatus: null, finalUrl: "https://www.shop.example/menu" })),
    ).toEqual({ kind: "timeout", host: "www.shop.example" });
  });

  it("finds none for a 2xx HTML page, nor for a page sent without a type (read as HTML when it looks like it)", () => {
    expect(pageProblem(report())).toBeNull();
    expect(pageProblem(report({ httpStatus: 204, contentType: "application/xhtml+xml" }))).toBeNull();
    expect(pageProblem(report({ contentType: null }))).toBeNull();
  });
});

describe("readReport: a stored report read with today's rules", () => {
  it("turns a legacy 'Not checked' fail into a check not made, and drops the score of a report without a page", () => {
    const stored = report({
      httpStatus: 404,
      score: 35,
      checks: [
        check("status", "fail", 8, "The page answered 404 Not Found."),
        check("title", "fail", 9, "Not checked: the page answered 404 Not Found, not a page to read."),
        check("favicon", "pass", 2, "A favicon."),
      ],
    });
    const read = readReport(stored);
    expect(read.score).toBeNull();
    expect(read.checks.map((c) => c.status)).toEqual(["fail", "skip", "pass"]);
    // The stored report itself is left as it was.
    expect(stored.checks[1]?.status).toBe("fail");
  });

  it("keeps a page's report as it is", () => {
    const stored = report({ checks: [check("title", "warn", 9, "Long title.")] });
    expect(readReport(stored)).toEqual(stored);
  });
});

describe("a check not made counts neither way", () => {
  it("leaves the score's total and the findings", () => {
    const checks = [check("title", "pass", 10), check("h1", "fail", 10), check("favicon", "skip", 80, "Not checked.")];
    expect(scoreChecks(checks)).toBe(50);
    expect(topFindings(report({ checks })).map((c) => c.id)).toEqual(["h1"]);
    expect(scoreChecks([check("favicon", "skip", 80)])).toBe(0);
  });
});
