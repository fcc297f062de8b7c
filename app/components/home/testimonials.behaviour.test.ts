import { describe, expect, it } from "vitest";
import { cardAtScroll, wrapIndex } from "./testimonials.behaviour";

describe("wrapIndex", () => {
  it("wraps past both ends", () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(-13, 6)).toBe(5);
  });
});

describe("cardAtScroll", () => {
  it("is the nearest whole step, kept inside the list", () => {
    expect(cardAtScroll(0, 300, 6)).toBe(0);
    expect(cardAtScroll(449, 300, 6)).toBe(1);
    expect(cardAtScroll(451, 300, 6)).toBe(2);
    expect(cardAtScroll(99_999, 300, 6)).toBe(5);
    expect(cardAtScroll(-50, 300, 6)).toBe(0);
  });
  it("is the first card when nothing can be measured", () => {
    expect(cardAtScroll(500, 0, 6)).toBe(0);
    expect(cardAtScroll(500, 300, 0)).toBe(0);
  });
});
