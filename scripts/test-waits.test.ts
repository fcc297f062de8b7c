/**
 * Every wait of the Playwright suites scales with the machine (ADR 054): a timeout written as a
 * bare number is today's fast-machine figure, and fails on the slow day it was not tuned for.
 * Timeouts in tests/ go through `scaled()` (tests/e2e/support/machine.ts); playwright.config.ts too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A timeout, test timeout or describe timeout given as a number literal rather than through scaled(). */
const UNSCALED = [
  /\btimeout:\s*\d[\d_]*/g,
  /\bsetTimeout\(\s*\d[\d_]*\s*\)/g,
  /\.setTimeout\(\s*test\.info\(\)\.timeout\s*\+\s*\d[\d_]*\s*\)/g,
];

/** The bare-number timeouts of a source text, with their line numbers. */
export function unscaledWaits(source: string): string[] {
  const found: string[] = [];
  source.split("\n").forEach((line, index) => {
    if (/^\s*(\/\/|\*)/.test(line)) return;
    for (const pattern of UNSCALED) {
      for (const match of line.matchAll(pattern)) found.push(`${index + 1}: ${match[0]}`);
    }
  });
  return found;
}

describe("the suites' waits", () => {
  it("finds a bare-number timeout and passes a scaled one", () => {
    expect(unscaledWaits("await expect(x).toBeVisible({ timeout: 20_000 });")).toEqual(["1: timeout: 20_000"]);
    expect(unscaledWaits("test.setTimeout(90_000);")).toEqual(["1: setTimeout(90_000)"]);
    expect(unscaledWaits("test.info().setTimeout(test.info().timeout + 70_000);")).toHaveLength(1);
    expect(unscaledWaits("test.setTimeout(scaled(90_000)); x({ timeout: scaled(7_000) });")).toEqual([]);
  });

  it("are all scaled by the machine factor", () => {
    const offenders = [...files(join(ROOT, "tests")), join(ROOT, "playwright.config.ts")].flatMap((path) =>
      unscaledWaits(readFileSync(path, "utf8")).map((hit) => `${relative(ROOT, path)}:${hit}`),
    );
    expect(offenders, "write these as scaled(N) (tests/e2e/support/machine.ts)").toEqual([]);
  });
});
