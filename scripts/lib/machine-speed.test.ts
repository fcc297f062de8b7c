import { describe, expect, it } from "vitest";
import { factorOf, machineFactor, REFERENCE_MS } from "./machine-speed.mjs";

describe("the machine factor", () => {
  it("is the probe's time over the reference, to one decimal, never below 1", () => {
    expect(factorOf(REFERENCE_MS)).toBe(1);
    expect(factorOf(REFERENCE_MS * 2.84)).toBe(2.8);
    expect(factorOf(REFERENCE_MS / 3)).toBe(1);
  });

  it("reads a factor given by hand, and falls back to 1 for nothing or nonsense", () => {
    expect(machineFactor({ E2E_MACHINE_FACTOR: "3.5" })).toBe(3.5);
    expect(machineFactor({})).toBe(1);
    expect(machineFactor({ E2E_MACHINE_FACTOR: "0.5" })).toBe(1);
    expect(machineFactor({ E2E_MACHINE_FACTOR: "fast" })).toBe(1);
  });
});
