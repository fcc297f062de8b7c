import { describe, expect, it } from "vitest";
import { proofMessages as m } from "~/content/proof";
import { parseForm } from "../forms/parse";
import { testimonialRow, testimonialSchema } from "./testimonial-schema";

const form = (change: Record<string, string> = {}) => {
  const data = new FormData();
  const fields = {
    name: "Dana Ruiz",
    role: "Owner",
    company: "Ruiz Family Dental",
    quote: "The audit told us what to fix first.",
    rating: "5",
    photoUrl: "",
    consentDate: "2026-11-30",
    sourceUrl: "",
    planId: "",
    position: "10",
    published: "on",
    ...change,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const errorsOf = (change: Record<string, string>, illustrative = false) => {
  const parsed = parseForm(testimonialSchema({ illustrative }), form(change));
  return parsed.ok ? {} : parsed.errors;
};

describe("the testimonial form", () => {
  it("takes a client's words with their consent date, as the row the table stores", () => {
    const parsed = parseForm(testimonialSchema({ illustrative: false }), form({ planId: "starter" }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(testimonialRow(parsed.data)).toMatchObject({
        name: "Dana Ruiz",
        rating: 5,
        plan_id: "starter",
        consent_date: "2026-11-30",
        photo_url: null,
        published: true,
        position: 10,
      });
  });

  it.each([
    ["no consent date to publish", { consentDate: "" }, "consentDate", m.consentRequired],
    ["a consent date in the future", { consentDate: "2999-01-01" }, "consentDate", m.dateInvalid],
    ["a date that does not exist", { consentDate: "2026-02-30" }, "consentDate", m.dateInvalid],
    ["a short quote", { quote: "Great!" }, "quote", m.quoteLength],
    // Twenty UTF-16 units but ten characters, as the table counts them.
    ["a quote of ten emoji", { quote: "😀".repeat(10) }, "quote", m.quoteLength],
    ["a rating of 0", { rating: "0" }, "rating", m.ratingInvalid],
    ["a photo elsewhere than https or the site", { photoUrl: "javascript:alert(1)" }, "photoUrl", m.photoInvalid],
    ["a protocol-relative photo", { photoUrl: "//evil.example/x.png" }, "photoUrl", m.photoInvalid],
    ["an http source", { sourceUrl: "http://reviews.example" }, "sourceUrl", m.sourceInvalid],
    ["an unknown plan", { planId: "gold" }, "planId", m.planInvalid],
    ["a negative order", { position: "-1" }, "position", m.positionInvalid],
    ["an order past 10000", { position: "10001" }, "position", m.positionInvalid],
  ])("refuses %s with its message", (_label, change, field, message) => {
    expect(errorsOf(change)).toEqual({ [field]: message });
  });

  it("keeps a draft without a consent date, and a seeded illustration published without one", () => {
    expect(errorsOf({ consentDate: "", published: "" })).toEqual({});
    expect(errorsOf({ consentDate: "" }, true)).toEqual({});
  });
});
