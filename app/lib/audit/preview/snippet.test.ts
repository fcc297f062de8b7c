import { describe, expect, it } from "vitest";
import { cutForSnippet, snippetPath, SNIPPET_LIMITS } from "./snippet";

describe("the search snippet", () => {
  it("keeps what fits, and cuts the rest at a word with an ellipsis", () => {
    expect(cutForSnippet("Acme Plumbing | Tampa", SNIPPET_LIMITS.title)).toBe("Acme Plumbing | Tampa");
    const long = "Emergency plumbing, drain cleaning and water heaters in Tampa Bay, open every day of the year";
    const cut = cutForSnippet(long, SNIPPET_LIMITS.title);
    expect(cut).toBe("Emergency plumbing, drain cleaning and water heaters in…");
    expect([...cut].length).toBeLessThanOrEqual(SNIPPET_LIMITS.title);
    // No word near the end: cut inside it.
    expect(cutForSnippet("x".repeat(200), SNIPPET_LIMITS.description)).toBe(`${"x".repeat(159)}…`);
  });

  it("shows the address as a breadcrumb", () => {
    expect(snippetPath("https://www.example.com/services/drain%20cleaning?x=1")).toBe(
      "www.example.com › services › drain cleaning",
    );
    expect(snippetPath("not a url")).toBe("not a url");
  });
});
