import { describe, expect, it } from "vitest";
import { settingsMessages } from "~/content/settings";
import { parseForm } from "~/lib/forms/parse";
import { isCrmLoginUrl, isPhoneLineValue, settingsSchema, settingsUpdate } from "./settings-schema";

const valid = {
  promoText: "30-Day Free Trial",
  promoEnabled: "on",
  phoneTollFree: "(888) 555-0100",
  phoneTampa: "+1 813.555.0101",
  phoneMiami: "",
  phoneWyoming: "   ",
  auditProviderUserId: "100001",
  contactEmail: "hello@example.com",
  crmLoginUrl: "",
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

  it("keeps what was typed when the form comes back (the phone lines)", () => {
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

describe("the CRM sign-in address and the audit provider id (ADR 079)", () => {
  it("takes an https address on a named host, or nothing, which leaves the link out", () => {
    for (const crmLoginUrl of ["", "https://crm.rankwell.com/login", "https://app.crm.io:8443/sign-in?next=/"]) {
      expect(settingsSchema.safeParse({ ...valid, crmLoginUrl }).success, crmLoginUrl).toBe(true);
    }
  });

  it.each([
    ["plain http", "http://crm.rankwell.com/login"],
    ["a script address", "javascript:alert(1)"],
    ["a bare host", "crm.rankwell.com"],
    ["a host without a dot", "https://localhost/login"],
    ["a space", "https://crm.rankwell.com/log in"],
    ["markup", 'https://crm.rankwell.com/"><script>'],
  ])("refuses %s with the field's message", (_name, crmLoginUrl) => {
    expect(isCrmLoginUrl(crmLoginUrl)).toBe(false);
    const parsed = settingsSchema.safeParse({ ...valid, crmLoginUrl });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["crmLoginUrl"],
      message: settingsMessages.crmLoginUrlInvalid,
    });
  });

  it("stores no address as null, and an empty provider id (the deploy's is used)", () => {
    const parsed = settingsSchema.parse({ ...valid, auditProviderUserId: "" });
    expect(settingsUpdate(parsed)).toMatchObject({ crm_login_url: null, audit_provider_user_id: "" });
    expect(settingsSchema.safeParse({ ...valid, auditProviderUserId: "id with spaces" }).success).toBe(false);
  });
});
