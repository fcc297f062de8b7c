import { describe, expect, it } from "vitest";
import { displayPhone, telHref } from "./phone";

describe("phone numbers", () => {
  it("display US numbers as people write them, with or without the country code", () => {
    expect(displayPhone("+1-407-555-0104")).toBe("(407) 555-0104");
    expect(displayPhone("813.555.0101")).toBe("(813) 555-0101");
    expect(displayPhone("(888) 555 0100")).toBe("(888) 555-0100");
  });

  it("leave anything else as written", () => {
    expect(displayPhone("+44 20 7946 0000")).toBe("+44 20 7946 0000");
  });

  it("link with digits only", () => {
    expect(telHref("+1-813-555-0101")).toBe("tel:+18135550101");
  });
});
