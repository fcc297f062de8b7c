import { describe, expect, it } from "vitest";
import { swipeDirection } from "./swipe";

const at = (x: number, time: number, y = 0) => ({ x, y, time });

describe("swipeDirection", () => {
  it("reads a quick left swipe as next and a right swipe as previous", () => {
    expect(swipeDirection(at(200, 0), at(100, 200))).toBe("next");
    expect(swipeDirection(at(100, 0), at(200, 200))).toBe("previous");
  });

  it("ignores swipes of 50 px or less", () => {
    expect(swipeDirection(at(100, 0), at(50, 10))).toBeNull();
    expect(swipeDirection(at(100, 0), at(49, 10))).toBe("next");
  });

  it("ignores slow drags of 0.1 px/ms or less", () => {
    expect(swipeDirection(at(200, 0), at(100, 1000))).toBeNull();
    expect(swipeDirection(at(200, 0), at(100, 999))).toBe("next");
  });

  it("ignores mostly vertical movement", () => {
    expect(swipeDirection(at(200, 0, 0), at(100, 100, 150))).toBeNull();
  });
});
