import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserCost, browserResults, summarise, unitResults } from "./test-report.mjs";

const unitReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: "/clone/app/lib/a.test.ts",
      assertionResults: [
        { fullName: "a works", duration: 12 },
        { fullName: "a is slow", duration: 4_000 },
      ],
    },
    { name: "/clone/scripts/lib/b.test.ts", assertionResults: [{ fullName: "b", duration: 1 }] },
  ],
};

const browserReport = {
  stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 2 },
  suites: [
    {
      title: "home.spec.ts",
      file: "home.spec.ts",
      specs: [{ title: "loads", tests: [{ results: [{ duration: 2_000 }] }] }],
      suites: [
        {
          title: "menu",
          specs: [{ title: "opens", tests: [{ results: [{ duration: 9_000 }, { duration: 1_000 }] }] }],
        },
      ],
    },
  ],
};

describe("unitResults", () => {
  it("counts and names every test by its file inside the checkout", () => {
    const result = unitResults(unitReport);
    expect(result).toMatchObject({ passed: 2, failed: 1, skipped: 1 });
    expect(result.tests.map((test) => test.name)).toEqual([
      "app/lib/a.test.ts › a works",
      "app/lib/a.test.ts › a is slow",
      "scripts/lib/b.test.ts › b",
    ]);
  });
});

describe("browserResults", () => {
  it("counts a flaky test as a failure and adds up every try's time", () => {
    const result = browserResults(browserReport);
    expect(result).toMatchObject({ passed: 3, failed: 1, skipped: 2 });
    expect(result.tests).toEqual([
      { name: "home.spec.ts › loads", ms: 2_000, project: undefined },
      { name: "home.spec.ts › menu › opens", ms: 10_000, project: undefined },
    ]);
  });
});

describe("summarise", () => {
  const dir = mkdtempSync(join(tmpdir(), "test-report-"));
  const unit = join(dir, "unit.json");
  const browser = join(dir, "e2e.json");
  writeFileSync(unit, JSON.stringify({ ...unitReport, numFailedTests: 0 }));
  writeFileSync(browser, JSON.stringify({ ...browserReport, stats: { ...browserReport.stats, flaky: 0 } }));
  const stages = [
    { name: "lint", code: 0, seconds: 12.3 },
    { name: "browser", code: 0, seconds: 600 },
  ];

  it("prints each stage's time, the slowest tests first, and the closing line", () => {
    const { lines, failed } = summarise({ stages, totalSeconds: 612.3, reports: { unit, browser } });
    expect(failed).toBe(false);
    expect(lines).toContain("  lint         12.3 s  ok");
    expect(lines).toContain("  browser  10 min 0 s  ok");
    const rounded = summarise({
      stages: [{ name: "unit", code: 0, seconds: 119.6 }],
      totalSeconds: 119.6,
      reports: {},
    });
    expect(rounded.lines).toContain("  unit      2 min 0 s  ok");
    const slowest = lines.slice(lines.indexOf("slowest tests:") + 1, lines.indexOf("slowest tests:") + 3);
    expect(slowest[0]).toContain("home.spec.ts › menu › opens");
    expect(slowest[1]).toContain("app/lib/a.test.ts › a is slow");
    expect(lines.at(-1)).toBe("5 passed, 0 failed, 3 skipped");
  });

  it("fails when a stage failed even though every test passed", () => {
    const { failed } = summarise({
      stages: [{ name: "types", code: 2, seconds: 9 }],
      totalSeconds: 9,
      reports: { unit },
    });
    expect(failed).toBe(true);
  });

  it("counts a missing report as a failure", () => {
    const { lines, failed } = summarise({ stages, totalSeconds: 1, reports: { browser: join(dir, "none.json") } });
    expect(failed).toBe(true);
    expect(lines.at(-1)).toBe("0 passed, 1 failed, 0 skipped");
  });
});

describe("browserCost", () => {
  const tests = [
    { name: "a", ms: 4_000, project: "chromium" },
    { name: "b", ms: 21_000, project: "chromium" },
    { name: "c", ms: 500, project: "http" },
    { name: "d", ms: 30_000, project: "http" },
  ];

  it("adds up test-seconds per project and names a browser test past 20 s as too slow", () => {
    const cost = browserCost(tests, 1);
    expect(cost.seconds).toEqual({ chromium: 25, http: 30.5 });
    expect(cost.tooSlow.map((test) => test.name)).toEqual(["b"]);
  });

  it("gives a slower machine its factor's worth of time", () => {
    expect(browserCost(tests, 1.1).tooSlow).toEqual([]);
  });
});

describe("summarise with the machine factor", () => {
  const dir = mkdtempSync(join(tmpdir(), "test-report-machine-"));
  const browser = join(dir, "e2e.json");
  const slowReport = {
    stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
    suites: [
      {
        title: "a.spec.ts",
        specs: [{ title: "slow", tests: [{ projectName: "chromium", results: [{ duration: 30_000 }] }] }],
      },
    ],
  };
  writeFileSync(browser, JSON.stringify(slowReport));
  const stages = [{ name: "browser", code: 0, seconds: 30 }];

  it("prints the factor and the test-seconds, and fails a test over 20 s times the factor", () => {
    const { lines, failed } = summarise({
      stages,
      totalSeconds: 30,
      reports: { browser },
      machine: { factor: 1.2, medianMs: 120, referenceMs: 100 },
    });
    expect(lines).toContain("machine factor: 1.2 (probe 120 ms against 100 ms)");
    expect(lines).toContain("browser test-seconds: chromium 30 s (1 tests)");
    expect(lines.some((line) => line.startsWith("too slow: a.spec.ts › slow took 30.0 s, over 24.0 s"))).toBe(true);
    expect(failed).toBe(true);
    expect(lines.at(-1)).toBe("0 passed, 1 failed, 0 skipped");
  });

  it("passes the same test on a machine slow enough to need it", () => {
    expect(summarise({ stages, totalSeconds: 30, reports: { browser }, machine: { factor: 1.6 } }).failed).toBe(false);
  });
});
