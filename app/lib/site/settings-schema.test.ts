import { describe, expect, it } from "vitest";
import { settingsMessages } from "~/content/settings";
import { parseForm } from "~/lib/forms/parse";
import { isPhoneLineValue, settingsSchema } from "./settings-schema";

const valid = {
  promoText: "30-Day Free Trial",
  promoEnabled: "on",
  phoneTollFree: "(888) 555-0100",
  phoneTampa: "+1 813.555.0101",
  phoneMiami: "",
  phoneWyoming: "   ",
  auditProviderUserId: "100001",
  contactEmail: "hello@example.com",
};

describe("the settings form's phone lines (ADR 052)", () => {
  it("takes a number as people write it, or nothing, which hides the line", () => {
    const parsed = settingsSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ phoneTollFree: "(888) 555-0100", phoneMiami: "", phoneWyoming: "" });
  });

  it.each([
    ["letters", "call us"],
    ["too few digits", "555-01"],
    ["only punctuation", "(((---)))"],
    ["more than 15 digits", "+1 813 555 0101 0101 01"],
    ["a tel: link", "tel:+18135550101"],
    ["markup", "<b>813</b>"],
  ])("refuses %s with the field's message", (_name, value) => {
    expect(isPhoneLineValue(value)).toBe(false);
    const parsed = settingsSchema.safeParse({ ...valid, phoneTampa: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["phoneTampa"], message: settingsMessages.phoneInvalid });
  });

  it("keeps what was typed when the form comes back", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, phoneMiami: "305 five five five" })) form.set(key, value);
    const parsed = parseForm(settingsSchema, form);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.phoneMiami).toBe(settingsMessages.phoneInvalid);
      expect(parsed.values.phoneMiami).toBe("305 five five five");
    }
  });
});
