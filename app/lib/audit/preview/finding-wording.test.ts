import { describe, expect, it } from "vitest";
import { quote, shortUrl } from "./finding-wording";

describe("finding wording", () => {
  it("quote strips control and direction characters and cuts long text", () => {
    expect(quote("a\u0000b\u202ec\n d")).toBe("\u201ca b c d\u201d");
    expect(quote("x".repeat(100), 10)).toBe(`\u201c${"x".repeat(9)}\u2026\u201d`);
    expect(quote("<script>alert(1)</script>")).toBe("\u201c<script>alert(1)</script>\u201d");
  });

  it("shortUrl strips direction overrides and whitespace and cuts long addresses", () => {
    expect(shortUrl("https://evil.com/\u202egnp.exe")).toBe("https://evil.com/gnp.exe");
    expect(shortUrl(`https://a.com/${"x".repeat(100)}`, 20)).toBe("https://a.com/xxxxx\u2026");
  });
});
