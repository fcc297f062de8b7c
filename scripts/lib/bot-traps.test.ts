import { describe, expect, it } from "vitest";
import { formTraps, testAddress } from "./bot-traps.mjs";

describe("testAddress", () => {
  it("gives each number its own address in 198.18.0.0/15, wrapping after the range", () => {
    const addresses = Array.from({ length: 600 }, (_, n) => testAddress(n));
    expect(new Set(addresses).size).toBe(600);
    for (const address of [...addresses, testAddress(131_069), testAddress(-5)]) {
      expect(address).toMatch(/^198\.(18|19)\.\d{1,3}\.\d{1,3}$/);
    }
    expect(testAddress(131_070)).toBe(testAddress(0));
  });
});

describe("formTraps", () => {
  const names = { trapField: "website_address_2", timeField: "form_rendered" };

  it("sends the hidden field back empty and the time as rendered", () => {
    const html =
      '<input name="website_address_2_9f3a" value=""><input type="hidden" name="form_rendered" value="a.b&amp;c">';
    expect(formTraps(html, names)).toEqual({ website_address_2_9f3a: "", form_rendered: "a.b&c" });
  });

  it("refuses a page without the traps", () => {
    expect(() => formTraps("<form></form>", names)).toThrow("No bot traps");
  });
});
