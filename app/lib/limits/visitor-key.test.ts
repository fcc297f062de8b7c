import { expect, it } from "vitest";
import { visitorKeyOf } from "./visitor-key";

it("counts an IPv4 address as it is", () => {
  expect(visitorKeyOf("203.0.113.7")).toBe("203.0.113.7");
});

it("counts an IPv6 address by its /64, however it is written", () => {
  const network = "2001:db8:85a3:8d3::/64";
  for (const address of [
    "2001:db8:85a3:8d3:1319:8a2e:370:7348",
    "2001:0db8:85a3:08d3:0000:0000:0000:0001",
    "2001:DB8:85A3:8D3::1",
    "2001:db8:85a3:8d3:ffff::",
  ]) {
    expect(visitorKeyOf(address), address).toBe(network);
  }
  expect(visitorKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(visitorKeyOf("::1")).toBe("0:0:0:0::/64");
  expect(visitorKeyOf("::ffff:192.0.2.1")).toBe("0:0:0:0::/64");
  expect(visitorKeyOf("2001:db8:85a3:8d4::1")).not.toBe(network);
});

it("counts what is not an address as written", () => {
  for (const text of ["unknown", "2001:db8::1::2", "1:2:3", "zz::1", "1:2:3:4:5:6:7:8:9"]) {
    expect(visitorKeyOf(text)).toBe(text);
  }
});
