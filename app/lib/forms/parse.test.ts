import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInboxFilters } from "~/lib/leads/inbox-filters";
import { parseForm } from "./parse";
import { CONTROL_CHARACTERS_MESSAGE } from "./text-rules";

const schema = z.object({ name: z.string().min(1, "Enter a name."), note: z.string(), password: z.string() });

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("parseForm", () => {
  it("refuses control characters in any field with the one message, keeping what was typed", () => {
    // The bidirectional overrides, embeddings and isolates too: they reorder what an admin reads.
    for (const bad of [
      "a\u0000b",
      "bell\u0007",
      "\u001bescape",
      "del\u007f",
      "c1\u0085",
      "Jane\u202eReviR",
      "x\u2066y\u2069",
    ]) {
      const result = parseForm(schema, form({ name: bad, note: "fine", password: "x" }), { secret: ["password"] });
      expect(result.ok, JSON.stringify(bad)).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
      expect(result.values).toEqual({ name: bad.trim(), note: "fine" });
    }
    const secret = parseForm(schema, form({ name: "Jo", note: "", password: "pa\u0000ss" }), { secret: ["password"] });
    expect(secret.ok).toBe(false);
    // A password keeps its bidirectional characters (never shown; one set before the rule still signs in).
    const bidi = parseForm(schema, form({ name: "Jo", note: "", password: "pa\u202ess" }), { secret: ["password"] });
    expect(bidi.ok).toBe(true);
  });

  it("keeps tabs and line breaks, and the schema's own messages beside", () => {
    expect(parseForm(schema, form({ name: "Jo", note: "line one\r\nline\ttwo", password: "" })).ok).toBe(true);
    const both = parseForm(schema, form({ name: "", note: "\u0000", password: "" }));
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.errors).toEqual({ name: "Enter a name.", note: CONTROL_CHARACTERS_MESSAGE });
  });
});

describe("the inbox search", () => {
  it("answers 400 for control characters, and reads anything else", async () => {
    let refusal: unknown;
    try {
      parseInboxFilters(new URLSearchParams({ q: "acme\u0000" }));
    } catch (thrown) {
      refusal = thrown;
    }
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(400);
    expect(await (refusal as Response).text()).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(parseInboxFilters(new URLSearchParams({ q: " a*b%_ " })).search).toBe("a*b%_");
  });
});
