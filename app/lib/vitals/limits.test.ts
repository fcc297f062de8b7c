import { describe, expect, it } from "vitest";
import { sampleRate } from "./limits";

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
