import { describe, expect, it } from "vitest";
import { phones } from "~/content/site";
import { displayPhone, telHref } from "./phone";

describe("phone numbers", () => {
  it("display US numbers the way the footer phones read", () => {
    for (const phone of Object.values(phones)) expect(displayPhone(phone.number)).toBe(phone.display);
    expect(displayPhone("+1-407-555-0104")).toBe("(407) 555-0104");
  });

  it("leave anything else as written", () => {
    expect(displayPhone("+44 20 7946 0000")).toBe("+44 20 7946 0000");
  });

  it("link with digits only", () => {
    expect(telHref("+1-813-555-0101")).toBe("tel:+18135550101");
  });
});
