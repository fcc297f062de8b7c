import { describe, expect, it } from "vitest";
import { isAllowed, parseRobots, ROBOTS_LIMITS, ruleMatches } from "./robots-rules";

describe("ruleMatches (Google's robots.txt patterns)", () => {
  it.each([
    // A rule matches a prefix of the path.
    ["/", "/", true],
    ["/shop", "/shop", true],
    ["/shop", "/shop/boots?size=9", true],
    ["/shop", "/sho", false],
    ["/shop", "/Shop", false],
    ["/shop", "/x/shop", false],
    // * in the middle: any run of characters, none included.
    ["/a*/c", "/a/c", true],
    ["/a*/c", "/ab/b/c/d", true],
    ["/a*/c", "/ab/b/d", false],
    ["/*/edit", "/posts/12/edit", true],
    ["/*.php", "/index.php?x", true],
    // Runs of * are one *.
    ["/a***b", "/a-b", true],
    ["/a**b", "/ab", true],
    // * at the end adds nothing to the implicit one.
    ["/shop*", "/shop", true],
    ["/shop*", "/shopping", true],
    ["/*", "/", true],
    // $ anchors at the end of the path.
    ["/$", "/", true],
    ["/$", "/page", false],
    ["/*.pdf$", "/menu.pdf", true],
    ["/*.pdf$", "/menu.pdf?x=1", false],
    ["/*.pdf$", "/a.pdf/b.pdf", true],
    ["/ab*b$", "/ab", false],
    ["/ab*b$", "/abb", true],
    ["/a*$", "/anything", true],
    // $ elsewhere is an ordinary character.
    ["/$x", "/$x", true],
    ["/$x", "/x", false],
    // Regex characters are ordinary characters.
    ["/a.b", "/axb", false],
    ["/a+b(c)", "/a+b(c)", true],
    // Percent-encoding is compared as written, neither side decoded (as the regex version did).
    ["/caf%C3%A9", "/caf%C3%A9", true],
    ["/café", "/caf%C3%A9", false],
    ["/caf%c3%a9", "/caf%C3%A9", false],
  ])("%j against %j: %s", (pattern, path, expected) => {
    expect(ruleMatches(pattern, path)).toBe(expected);
  });

  it("looks for wildcard segments in the path's first 2,048 characters only; $ still means the real end", () => {
    const long = `/${"x".repeat(ROBOTS_LIMITS.pathChars + 100)}`;
    expect(ruleMatches("/*y", `${long}y`)).toBe(false);
    expect(ruleMatches("/*y$", `${long}y`)).toBe(true);
    expect(ruleMatches("/x$", long)).toBe(false);
    expect(ruleMatches("/xx", long)).toBe(true);
  });

  it("a hostile rule with many * against a 2,000-character path answers at once (a RegExp took minutes)", () => {
    const path = `/${"a".repeat(2_000)}`;
    const rule = "/*a*a*a*a*a*a*a*b";
    const start = performance.now();
    const noB = ruleMatches(rule, path);
    const anchored = ruleMatches(`${rule}$`, path);
    const withB = ruleMatches(rule, `${path}b`);
    const blocked = isAllowed(parseRobots(`User-agent: *\nDisallow: ${rule}\n`).rules, path);
    const elapsed = performance.now() - start;
    expect([noB, anchored, withB, blocked]).toEqual([false, false, true, true]);
    expect(elapsed).toBeLessThan(50);
  });
});

describe("parseRobots' limits", () => {
  it("an empty Disallow adds no rule and allows everything", () => {
    const { rules } = parseRobots("User-agent: *\nDisallow:\n");
    expect(rules).toEqual([]);
    expect(isAllowed(rules, "/anything")).toBe(true);
  });

  it("ignores a rule longer than 512 characters rather than cutting it to a broader one", () => {
    const long = `/${"a".repeat(ROBOTS_LIMITS.ruleChars)}`;
    const ok = `/${"a".repeat(ROBOTS_LIMITS.ruleChars - 1)}`;
    expect(parseRobots(`User-agent: *\nDisallow: ${long}\nDisallow: ${ok}\n`).rules).toEqual([
      { allow: false, path: ok },
    ]);
  });

  it("keeps at most 5,000 rules and still reads the Sitemap lines after them", () => {
    const many = Array.from({ length: 6_000 }, (_, i) => `Disallow: /x${i}*y*z`).join("\n");
    const { rules, sitemaps } = parseRobots(
      `User-agent: *\n${many}\nDisallow: /\nSitemap: https://acme.com/sitemap.xml\n`,
    );
    expect(rules).toHaveLength(ROBOTS_LIMITS.rules);
    expect(rules.at(-1)).toEqual({ allow: false, path: "/x4999*y*z" });
    expect(sitemaps).toEqual(["https://acme.com/sitemap.xml"]);
    const start = performance.now();
    expect(isAllowed(rules, `/${"q".repeat(2_000)}`)).toBe(true);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
