import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzerUrl, AUDIT_URL_MESSAGES as M, checkAuditSubmission, checkAuditUrl } from "./audit-url";

describe("checkAuditUrl: accepted input", () => {
  it.each([
    ["example.com", "https://example.com", "example.com", true],
    ["  example.com  ", "https://example.com", "example.com", true],
    ["https://example.com/", "https://example.com", "example.com", true],
    ["http://example.com", "http://example.com", "example.com", false],
    ["HTTP://EXAMPLE.COM", "http://example.com", "example.com", false],
    ["HTTPS://Example.COM/Blog", "https://example.com/Blog", "example.com", true],
    ["example.com:8080", "https://example.com:8080", "example.com", true],
    ["https://example.com:443/", "https://example.com", "example.com", true],
    ["shop.example.co.uk/products?page=2", "https://shop.example.co.uk/products?page=2", "shop.example.co.uk", true],
    ["example.com/#pricing", "https://example.com", "example.com", true],
    ["example.com.", "https://example.com", "example.com", true],
    ["bücher.de", "https://xn--bcher-kva.de", "xn--bcher-kva.de", true],
    ["https://例え.jp", "https://xn--r8jz45g.jp", "xn--r8jz45g.jp", true],
  ])("%j → %s", (input, url, hostname, https) => {
    const result = checkAuditUrl(input);
    expect(result).toMatchObject({ state: "valid", url, hostname, https });
    if (result.state === "valid") expect(result.faviconUrl).toBe(`${new URL(url).origin}/favicon.ico`);
  });
});

describe("checkAuditUrl: refused input", () => {
  it.each([
    ["localhost", M.invalidDomain],
    ["localhost:3000", M.invalidDomain],
    ["example", M.invalidDomain],
    ["http:/example.com", M.invalidDomain],
    ["https://exa mple.com", M.invalidUrl],
    ["https://", M.invalidUrl],
    ["http://[::1]/", M.ipAddress],
    ["192.168.0.1", M.ipAddress],
    ["https://127.0.0.1:8787", M.ipAddress],
    ["app.localhost", M.localhost],
    ["javascript:alert(1)", M.scheme],
    ["data:text/html,<script>alert(1)</script>", M.scheme],
    ["ftp://example.com", M.scheme],
    ["mailto:someone@example.com", M.scheme],
    ["https://user:secret@example.com", M.credentials],
    ["user@example.com", M.credentials],
    ["a very long URL", M.tooLong],
  ])("%j → %s", (input, error) => {
    const value = input === "a very long URL" ? `example.com/${"a".repeat(2050)}` : input;
    expect(checkAuditUrl(value)).toEqual({ state: "invalid", error });
  });

  it("treats empty and blank input as no input, and as an error on submit", () => {
    expect(checkAuditUrl("")).toEqual({ state: "empty" });
    expect(checkAuditUrl("   \t")).toEqual({ state: "empty" });
    expect(checkAuditSubmission(" ")).toEqual({ state: "invalid", error: M.empty });
  });

  it("never throws and always answers one of its states", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.webUrl(), fc.domain()), (input) => {
        const result = checkAuditUrl(input);
        expect(["empty", "invalid", "valid"]).toContain(result.state);
        if (result.state === "valid") {
          expect(result.url.startsWith("http")).toBe(true);
          expect(result.hostname).toContain(".");
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("analyzerUrl", () => {
  it("carries the normalised URL, the hostname and the provider account", () => {
    const link = analyzerUrl(
      "https://audit.example/go/url/",
      { url: "https://example.com", hostname: "example.com" },
      "42",
    );
    expect(link).toBe(
      "https://audit.example/go/url/?domain_analyzer=https%3A%2F%2Fexample.com&hostname=example.com&userId=42",
    );
  });
});
