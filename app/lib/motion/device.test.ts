import { describe, expect, it } from "vitest";
import { keyboardOpen } from "./device";

describe("keyboardOpen", () => {
  it("counts a keyboard open once the window is more than 150 px shorter than the screen", () => {
    expect(keyboardOpen(844, 750)).toBe(false);
    expect(keyboardOpen(844, 694)).toBe(false);
    expect(keyboardOpen(844, 693)).toBe(true);
    expect(keyboardOpen(844, 450)).toBe(true);
  });
});
