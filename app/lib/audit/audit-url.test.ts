import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text-rules";
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
    ["www.example.com/a/b?x=1&y=two", "https://www.example.com/a/b?x=1&y=two", "www.example.com", true],
    ["xn--bcher-kva.de/shop", "https://xn--bcher-kva.de/shop", "xn--bcher-kva.de", true],
    ["my-shop.example.com", "https://my-shop.example.com", "my-shop.example.com", true],
    ["my_shop.example.com", "https://my_shop.example.com", "my_shop.example.com", true],
    ["_dmarc.example.com", "https://_dmarc.example.com", "_dmarc.example.com", true],
    ["1password.com", "https://1password.com", "1password.com", true],
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
    // Refused as in every field, not cleaned by the URL parser.
    ["https://exam\tple.com/", CONTROL_CHARACTERS_MESSAGE],
    ["https://example.com/a\nb", CONTROL_CHARACTERS_MESSAGE],
    ["https://example.com/\u0007", CONTROL_CHARACTERS_MESSAGE],
    ["https://example.com/\u202e", CONTROL_CHARACTERS_MESSAGE],
  ])("%j → %s", (input, error) => {
    const value = input === "a very long URL" ? `example.com/${"a".repeat(2050)}` : input;
    expect(checkAuditUrl(value)).toEqual({ state: "invalid", error });
  });

  // audit_requests (supabase/migrations/…000100 and …000300_harden_public_inserts) refuses what these
  // let through, and the audit would be lost: the rules hold the address to the same checks.
  const DB_HOSTNAME = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)+$/;
  const label = (length: number) => "a".repeat(length);

  it.each([
    ["foo-.example.com", M.invalidDomain],
    ["-foo.example.com", M.invalidDomain],
    ["https://www.example-/", M.invalidDomain],
    ['a"b.example.com', M.invalidDomain],
    ["a{b}.example.com", M.invalidDomain],
    ["a*b.example.com", M.invalidDomain],
    [`${label(64)}.example.com`, M.invalidDomain],
  ])("%j, a hostname the database refuses → %s", (input, error) => {
    expect(checkAuditUrl(input)).toEqual({ state: "invalid", error });
    expect(checkAuditSubmission(input)).toEqual({ state: "invalid", error });
  });

  it("refuses a hostname longer than 253 characters, and takes one of 253 with labels of 63", () => {
    const long = `${`${label(60)}.`.repeat(5)}com`;
    expect(long).toHaveLength(308);
    expect(checkAuditSubmission(long)).toEqual({ state: "invalid", error: M.invalidDomain });
    const longest = `${label(63)}.${label(63)}.${label(63)}.${label(61)}`;
    expect(longest).toHaveLength(253);
    expect(checkAuditSubmission(longest)).toMatchObject({ state: "valid", hostname: longest });
  });

  it("holds the normalised, percent-encoded URL to 2,048 characters, not only what was typed", () => {
    const typed = `https://example.com/${"…".repeat(2000)}`;
    expect(typed.length).toBeLessThanOrEqual(2048);
    expect(new URL(typed).href).toHaveLength(18_020);
    expect(checkAuditUrl(typed)).toEqual({ state: "invalid", error: M.tooLong });
    expect(checkAuditSubmission(typed)).toEqual({ state: "invalid", error: M.tooLong });
    const fits = `example.com/${"a".repeat(2048 - "https://example.com/".length)}`;
    expect(checkAuditSubmission(fits)).toMatchObject({ state: "valid", url: `https://${fits}` });
    expect(`https://${fits}`).toHaveLength(2048);
    expect(checkAuditSubmission(`${fits}b`)).toEqual({ state: "invalid", error: M.tooLong });
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
          // What audit_requests' checks accept, exactly (char_length, hostname_is_dns, url_is_http).
          expect(result.url.length).toBeLessThanOrEqual(2048);
          expect(result.url).toMatch(/^https?:\/\/\S+$/i);
          expect(result.hostname).toMatch(DB_HOSTNAME);
          expect(result.hostname.length).toBeLessThanOrEqual(253);
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
