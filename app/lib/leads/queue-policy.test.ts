import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decide, isTransientStatus, MAX_ATTEMPTS, retryDelaySeconds } from "./queue-policy";

describe("lead queue policy", () => {
  it("backs off from 5 s, doubling, up to 30 minutes", () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 80]);
    expect(retryDelaySeconds(9)).toBe(1280);
    expect(retryDelaySeconds(10)).toBe(1800);
    expect(retryDelaySeconds(500)).toBe(1800);
    expect(retryDelaySeconds(0)).toBe(5);
  });

  it("spends its attempts over about six hours, as wrangler.toml's max_retries says", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b);
    expect(total / 3600).toBeGreaterThan(5);
    expect(total / 3600).toBeLessThan(7);
    expect(readFileSync("wrangler.toml", "utf8")).toContain(`max_retries = ${MAX_ATTEMPTS - 1}`);
  });

  it("acknowledges a stored lead, retries a passing failure, dead-letters a refusal", () => {
    expect(decide({ ok: true }, 7)).toEqual({ action: "ack" });
    expect(decide({ ok: false, transient: true, reason: "fetch failed" }, 3)).toEqual({
      action: "retry",
      delaySeconds: 20,
    });
    expect(decide({ ok: false, transient: false, reason: "400 23514" }, 1)).toEqual({
      action: "dead-letter",
      reason: "400 23514",
    });
  });

  it("treats no answer, timeouts, server errors and key problems as passing; bad rows as not", () => {
    for (const status of [0, 401, 403, 408, 429, 500, 502, 503, 504])
      expect(isTransientStatus(status), `${status}`).toBe(true);
    for (const status of [400, 404, 409, 413, 422]) expect(isTransientStatus(status), `${status}`).toBe(false);
  });
});
