/**
 * Keeps app/content/timings.ts and hero-timings.ts honest (issue 12): every constant is read by the code it times, or
 * listed below as not built yet; and the motion code never writes a timing of its own.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The motion timings: the rest, and the home page's first screen's (ADR 037). */
const TIMING_FILES = ["app/content/timings.ts", "app/content/hero-timings.ts"];

/**
 * Constants no code reads yet, each with why (docs/product.md §4). Remove a name when code reads it;
 * the test fails if a listed constant is in fact read, so the list cannot go stale.
 */
const NOT_READ_YET: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const appSources = sourceFiles("app").filter((path) => !TIMING_FILES.includes(path));
const constants = TIMING_FILES.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string),
);

/** The motion code of issue 12: components, hooks and behaviours that move things. */
const MOTION_SOURCES = [
  ...sourceFiles("app/components/home"),
  ...sourceFiles("app/hooks"),
  ...sourceFiles("app/lib/motion"),
  ...sourceFiles("app/lib/ui"),
];

/** Ways a timing gets written down as a bare number. */
const HARD_CODED: [string, RegExp][] = [
  ["a timer with a literal delay", /set(?:Timeout|Interval)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*,\s*\d[\d_]*\s*\)/],
  ["a millisecond or second literal in a string", /["'`][^"'`\n]*\b\d+(?:\.\d+)?m?s\b[^"'`\n]*["'`]/],
  ["a Tailwind duration or delay class", /\b(?:duration|delay)-\d+/],
  ["a literal observer threshold", /threshold:\s*[\d.]+/],
];

describe("timings.ts", () => {
  it.each(constants)("%s is read by the code it times, or listed as not read yet", (name) => {
    const readers = appSources.filter((path) => new RegExp(`\\b${name}\\b`).test(readFileSync(path, "utf8")));
    if (name in NOT_READ_YET) expect(readers, `${name} is read now: take it off NOT_READ_YET`).toEqual([]);
    else expect(readers.length, `${name} is read by nothing: use it, or list it with a reason`).toBeGreaterThan(0);
  });

  it("lists only constants that exist", () => {
    expect(Object.keys(NOT_READ_YET).filter((name) => !constants.includes(name))).toEqual([]);
  });

  it.each(MOTION_SOURCES)("%s takes its timings from timings.ts", (path) => {
    const source = readFileSync(path, "utf8");
    for (const [what, pattern] of HARD_CODED) {
      expect(pattern.exec(source)?.[0], `${path} hard-codes ${what}`).toBeUndefined();
    }
  });
});
