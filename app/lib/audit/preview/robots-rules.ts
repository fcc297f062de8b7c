/**
 * robots.txt rules as Google reads them (RFC 9309 and Google's robots matcher), for the audit
 * preview's robots.txt check (docs/product.md, "The audit preview's checks"). Pure and linear: the
 * robots.txt and the page's path both come from the audited site, so nothing here may take time
 * that grows faster than their length (no RegExp built from a rule: a rule with several `*`
 * backtracks for seconds to minutes against a long path).
 */

export const ROBOTS_LIMITS = {
  /**
   * A longer rule is ignored, not cut: a cut Disallow matches paths the site never named (and a cut
   * `$` rule loses its anchor), while no real site writes a 512-character rule.
   */
  ruleChars: 512,
  /** Rules kept for User-agent: *; the rest of the file is still read for its Sitemap: lines. */
  rules: 5_000,
  /** Wildcard segments are looked for in at most this much of the path. */
  pathChars: 2_048,
} as const;

export interface RobotsRule {
  allow: boolean;
  path: string;
}

/** The rules of the User-agent: * group(s) and every Sitemap: line. */
export function parseRobots(text: string): { rules: RobotsRule[]; sitemaps: string[] } {
  const rules: RobotsRule[] = [];
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.replace(/^\ufeff/, "").split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "sitemap") {
      if (/^https?:\/\//i.test(value)) sitemaps.push(value);
      continue;
    }
    if (key === "user-agent") {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (key === "allow" || key === "disallow") {
      inRules = true;
      if (!agents.includes("*")) continue;
      // An empty Disallow allows everything; it adds no rule.
      if (value === "") continue;
      if (value.length > ROBOTS_LIMITS.ruleChars || rules.length >= ROBOTS_LIMITS.rules) continue;
      rules.push({ allow: key === "allow", path: value });
    }
  }
  return { rules, sitemaps };
}

/** Google's rule: the longest matching path wins; on a tie, Allow wins; no match allows. */
export function isAllowed(rules: RobotsRule[], path: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule.path, path)) continue;
    if (
      !best ||
      rule.path.length > best.path.length ||
      (rule.path.length === best.path.length && rule.allow && !best.allow)
    ) {
      best = rule;
    }
  }
  return best ? best.allow : true;
}

/**
 * Whether a rule matches the path: the rule matches a prefix of the path (an implicit trailing `*`),
 * `*` stands for any run of characters, and a `$` at the very end anchors the rule at the path's end
 * (elsewhere `$` is an ordinary character). Characters are compared as written: no percent-decoding
 * or case folding. Each literal segment between `*`s is taken at its leftmost place after the one
 * before it; leftmost is always the best choice (it leaves the most path for the segments after), so
 * there is nothing to backtrack and the work is at most the rule's length times the path's.
 */
export function ruleMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const segments = (anchored ? pattern.slice(0, -1) : pattern).split(/\*+/);
  const head = segments[0] ?? "";
  // Segments are looked for in the path's first characters only; the `$` end is the real end.
  const seen = path.slice(0, ROBOTS_LIMITS.pathChars);
  if (!seen.startsWith(head)) return false;
  let end = head.length;
  if (segments.length === 1) return !anchored || end === path.length;
  const last = segments.length - 1;
  for (let i = 1; i < last; i++) {
    const segment = segments[i] ?? "";
    const at = seen.indexOf(segment, end);
    if (at < 0) return false;
    end = at + segment.length;
  }
  const tail = segments[last] ?? "";
  if (anchored) return path.length - tail.length >= end && path.endsWith(tail);
  return seen.indexOf(tail, end) >= 0;
}
