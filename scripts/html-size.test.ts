/**
 * The documents' weight (issue 21, ADR 044; 182 KB since single fetch, ADR 069, 188 KB with the report's sample, ADR 072): `/` at most 188 KB of HTML and every other public page
 * at most 110 KB (1 KB = 1,000 bytes), as the Worker of the current build answers them
 * (scripts/render-time.mjs --answers, in a process of its own, with the database's settings row
 * standing in). Deterministic: sizes only, nothing timed. Like the bundle budgets, it reads the
 * build `npm run test:unit` makes first.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicPages } from "~/lib/seo/public-pages";
import { parseResult } from "./render-time.mjs";

const HOME_LIMIT = 188_000;
const PAGE_LIMIT = 110_000;

/** The indexable pages, plus the public pages that are noindex but anyone opens. */
const PAGES = [...publicPages.map((page) => page.path), "/audit", "/auth", "/auth/reset"];

describe("HTML per public page", () => {
  it(`is at most ${HOME_LIMIT / 1000} KB on / and ${PAGE_LIMIT / 1000} KB elsewhere`, () => {
    const asked = spawnSync(process.execPath, [join(__dirname, "render-time.mjs"), "--answers", ...PAGES], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(asked.status, asked.stderr).toBe(0);
    const answers = (parseResult(asked.stdout) ?? []) as Array<{ path: string; status: number; body: string }>;
    expect(answers.map((answer) => answer.path)).toEqual(PAGES);
    const over = answers
      .map(({ path, status, body }) => ({ path, status, bytes: Buffer.byteLength(body) }))
      .filter(({ path, status, bytes }) => status !== 200 || bytes > (path === "/" ? HOME_LIMIT : PAGE_LIMIT));
    expect(over, "pages over their HTML limit (or not answering 200)").toEqual([]);
  }, 60_000);
});
