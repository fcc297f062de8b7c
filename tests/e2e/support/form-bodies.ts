/**
 * Complete, valid bodies of the site's forms, for tests that post them directly (bots, limits,
 * fuzzing). Override a field to make it invalid; each call gets its own address.
 */
import { freshEmail } from "./accounts";

export function contactBody(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Jane Rivera",
    email: freshEmail("contact"),
    phone: "",
    company: "",
    service: "local-seo",
    message: "We need more calls from Brandon and Riverview.",
    ...overrides,
  };
}

/** A demo request a week from now (the form accepts today up to six months ahead). */
export function demoBody(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Sam Ortiz",
    email: freshEmail("demo"),
    company: "Ortiz Plumbing",
    phone: "(307) 555-0199",
    preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    preferredTime: "morning",
    message: "",
    ...overrides,
  };
}
