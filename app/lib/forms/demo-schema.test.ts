import { describe, expect, it } from "vitest";
import { leadMessages } from "~/content/lead-form-messages";
import { bookableDateRange, demoLeadRow, demoSchema, isBookableDate } from "./demo-schema";
import { parseForm } from "./parse";

const now = new Date("2026-11-22T15:00:00Z");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Sam Ortiz",
  email: "sam@example.com",
  company: "Ortiz Plumbing",
  phone: "(307) 555-0199",
  preferredDate: "2026-11-25",
  preferredTime: "morning",
  message: "",
};

describe("demo booking schema", () => {
  it("accepts a booking and turns it into a lead row", () => {
    const result = parseForm(demoSchema(now), form(valid));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(demoLeadRow(result.data)).toEqual({
        kind: "demo",
        name: "Sam Ortiz",
        email: "sam@example.com",
        company: "Ortiz Plumbing",
        phone: "(307) 555-0199",
        message: null,
        preferred_date: "2026-11-25",
        preferred_time: "morning",
      });
    }
  });

  it("needs a name, email, company, date and time", () => {
    const result = parseForm(demoSchema(now), form({}));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: leadMessages.nameRequired,
        email: leadMessages.emailRequired,
        company: leadMessages.companyRequired,
        preferredDate: leadMessages.dateRequired,
        preferredTime: leadMessages.timeRequired,
      });
    }
  });

  it("rejects a time window it does not offer", () => {
    const result = parseForm(demoSchema(now), form({ ...valid, preferredTime: "midnight" }));
    expect(!result.ok && result.errors.preferredTime).toBe(leadMessages.timeRequired);
  });

  it("books from today (with a day's grace for time zones) up to six months ahead", () => {
    expect(isBookableDate("2026-11-22", now)).toBe(true);
    expect(isBookableDate("2026-11-21", now)).toBe(true);
    expect(isBookableDate("2026-11-20", now)).toBe(false);
    expect(isBookableDate("2027-05-21", now)).toBe(true);
    expect(isBookableDate("2027-05-22", now)).toBe(false);
  });

  it("gives the date picker the same bounds", () => {
    expect(bookableDateRange(now)).toEqual({ min: "2026-11-21", max: "2027-05-21" });
  });

  it("rejects dates that do not exist or are not YYYY-MM-DD", () => {
    expect(isBookableDate("2026-11-31", now)).toBe(false);
    expect(isBookableDate("11/25/2026", now)).toBe(false);
    expect(isBookableDate("2026-11-25T10:00", now)).toBe(false);
    const result = parseForm(demoSchema(now), form({ ...valid, preferredDate: "2026-02-30" }));
    expect(!result.ok && result.errors.preferredDate).toBe(leadMessages.dateInvalid);
  });
});
