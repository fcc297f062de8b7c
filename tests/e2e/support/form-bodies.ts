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
