import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/admin/leads?page=2#top", "/admin/leads?page=2#top"],
    ["/project/42", "/project/42"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "https://evil.example",
    "http:/evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/.//evil.example/y",
    "/..//evil.example",
    "/%2e%2e//evil.example/",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "\\\\evil.example",
    "/path\\with\\backslashes",
    "javascript:alert(1)",
    "evil.example",
    "/\tfoo",
    "/\n//evil.example",
    "",
    undefined,
    null,
    42,
    "/" + "a".repeat(3000),
  ])("falls back to /dashboard for %j", (input) => {
    expect(safeRedirect(input)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/")).toBe("/");
  });

  it("never returns a path that resolves to another origin, whatever the input", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      ".",
      "..",
      "%2e",
      "%2f",
      "\\",
      "evil.example",
      "a",
      "?",
      "#",
      "@",
      ":",
      "%5c",
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
        (input) => {
          const result = safeRedirect(input);
          expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
          expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
        },
      ),
      { numRuns: 3000 },
    );
  });
});
