import { describe, expect, it } from "vitest";
import { reviewMessages } from "~/content/launch";
import { parseForm } from "~/lib/forms/parse";
import { confirmedOn, reviewFiguresSchema } from "./review-figures-schema";

const office = reviewFiguresSchema({ office: true });
const valid = { streetAddress: "100 N Tampa St", rating: "4.9", count: "203", sourceUrl: "", confirmed: "" };

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the review figures form", () => {
  it("takes a rating with one decimal, a whole count, an https source and the confirmation", () => {
    const parsed = office.parse({ ...valid, rating: "5", sourceUrl: "https://g.page/r/x", confirmed: "on" });
    expect(parsed).toMatchObject({ rating: "5", count: "203", confirmed: true });
  });

  it.each([
    ["rating", "5.1", reviewMessages.ratingInvalid],
    ["rating", "4.85", reviewMessages.ratingInvalid],
    ["rating", "0.9", reviewMessages.ratingInvalid],
    ["rating", "four", reviewMessages.ratingInvalid],
    ["count", "-1", reviewMessages.countInvalid],
    ["count", "0", reviewMessages.countInvalid],
    ["count", "1.5", reviewMessages.countInvalid],
    ["count", "2000000", reviewMessages.countInvalid],
    ["sourceUrl", "http://g.page/r/x", reviewMessages.sourceUrlInvalid],
    ["sourceUrl", "javascript:alert(1)", reviewMessages.sourceUrlInvalid],
    ["streetAddress", "ab", reviewMessages.addressInvalid],
    ["streetAddress", "1 Main St\u202e", reviewMessages.addressInvalid],
  ])("refuses %s %j with the field's message, the form kept", (field, value, message) => {
    const parsed = parseForm(office, form({ ...valid, [field]: value }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors[field as keyof typeof parsed.errors]).toBe(message);
      expect(parsed.values[field as keyof typeof parsed.values]).toBe(value);
    }
  });

  it("asks where the figures were checked before they are confirmed", () => {
    const parsed = parseForm(office, form({ ...valid, confirmed: "on" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.sourceUrl).toBe(reviewMessages.confirmNeedsSource);
  });

  it("has no address for the site-wide figures", () => {
    expect(reviewFiguresSchema({ office: false }).safeParse({ ...valid, streetAddress: "1 Main St" }).success).toBe(
      false,
    );
    expect(reviewFiguresSchema({ office: false }).safeParse({ ...valid, streetAddress: "" }).success).toBe(true);
  });
});

describe("the day figures count as confirmed", () => {
  it("is none when unticked, kept when the figures did not change, today when they did or were not confirmed", () => {
    expect(confirmedOn(false, { confirmedOn: "2026-11-01", unchanged: true }, "2026-12-03")).toBeNull();
    expect(confirmedOn(true, { confirmedOn: "2026-11-01", unchanged: true }, "2026-12-03")).toBe("2026-11-01");
    expect(confirmedOn(true, { confirmedOn: "2026-11-01", unchanged: false }, "2026-12-03")).toBe("2026-12-03");
    expect(confirmedOn(true, { confirmedOn: null, unchanged: true }, "2026-12-03")).toBe("2026-12-03");
  });
});
