import { describe, expect, it } from "vitest";
import { labelEvery, linearScale, niceTicks } from "./scale";

describe("niceTicks", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten", () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it("counts whole things: no fractional ticks, and an empty chart still has an axis", () => {
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe("linearScale", () => {
  it("maps counts to pixels and clamps what falls outside", () => {
    const y = linearScale(40, 200);
    expect(y(10)).toBe(50);
    expect(y(80)).toBe(200);
    expect(y(-1)).toBe(0);
    expect(linearScale(0, 200)(5)).toBe(0);
  });
});

describe("labelEvery", () => {
  it("labels every day of a week and about six days of a month or a quarter", () => {
    expect(labelEvery(7)).toBe(1);
    expect(labelEvery(30)).toBe(5);
    expect(labelEvery(90)).toBe(13);
  });
});
