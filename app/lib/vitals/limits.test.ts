import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleRate, VITALS_RATE_LIMIT } from "./limits";

describe("VITALS_RATE_LIMIT", () => {
  it("says what wrangler.toml's VITALS_LIMIT bindings enforce, locally and in production", () => {
    const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
    const bindings = [
      ...toml.matchAll(
        /\[\[(?:env\.production\.)?ratelimits\]\]\s*\nname = "VITALS_LIMIT"\s*\nnamespace_id = "\d+"\s*\nsimple = \{ limit = (\d+), period = (\d+) \}/g,
      ),
    ];
    expect(bindings).toHaveLength(2);
    for (const [, limit, period] of bindings) {
      expect({ limit: Number(limit), periodSeconds: Number(period) }).toEqual(VITALS_RATE_LIMIT);
    }
    // The binding only supports 10 s and 60 s periods.
    expect([10, 60]).toContain(VITALS_RATE_LIMIT.periodSeconds);
  });
});

describe("sampleRate", () => {
  it("reads the variable as a share from 0 to 1, else keeps everything", () => {
    expect(sampleRate("0.25")).toBe(0.25);
    expect(sampleRate("0")).toBe(0);
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate("")).toBe(1);
    expect(sampleRate("2")).toBe(1);
    expect(sampleRate("half")).toBe(1);
  });
});
