import { describe, expect, it } from "vitest";
import { cardAtScroll, wrapIndex } from "./carousel";

describe("carousel", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 6)).toBe(3);
  });

  it("names the card nearest the list's scroll position, within the list", () => {
    expect(cardAtScroll(0, 320, 6)).toBe(0);
    expect(cardAtScroll(170, 320, 6)).toBe(1);
    expect(cardAtScroll(5000, 320, 6)).toBe(5);
    expect(cardAtScroll(100, 0, 6)).toBe(0);
  });
});
