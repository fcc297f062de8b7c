import { describe, expect, it } from "vitest";
import { leadMessages } from "~/content/lead-form-messages";
import { contactLeadRow, contactSchema, serviceFromQuery } from "./contact-schema";
import { parseForm } from "./parse";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Jane Rivera",
  email: "jane@example.com",
  phone: "",
  company: "",
  service: "local-seo",
  message: "We need more calls from Brandon and Riverview.",
};

describe("contact form schema", () => {
  it("accepts a complete message and trims what was typed", () => {
    const result = parseForm(contactSchema, form({ ...valid, name: "  Jane Rivera  " }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.name).toBe("Jane Rivera");
  });

  it("names every missing field, and keeps what was typed", () => {
    const result = parseForm(contactSchema, form({ name: "", email: "", service: "", message: "", company: "Acme" }));
    expect(result).toEqual({
      ok: false,
      errors: {
        name: leadMessages.nameRequired,
        email: leadMessages.emailRequired,
        service: leadMessages.serviceRequired,
        message: leadMessages.messageRequired,
      },
      values: { name: "", email: "", phone: "", company: "Acme", service: "", message: "" },
    });
  });

  it("rejects a bad email, an unknown service and a phone made of letters", () => {
    const result = parseForm(contactSchema, form({ ...valid, email: "jane@", service: "seo", phone: "call me" }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        email: leadMessages.emailInvalid,
        service: leadMessages.serviceRequired,
        phone: leadMessages.phoneInvalid,
      });
      expect(result.values.email).toBe("jane@");
    }
  });

  it("refuses text longer than the database keeps", () => {
    const result = parseForm(contactSchema, form({ ...valid, message: "x".repeat(4001) }));
    expect(!result.ok && result.errors.message).toBe(leadMessages.tooLong);
  });

  it("preselects only services the form offers", () => {
    expect(serviceFromQuery("local-seo")).toBe("local-seo");
    expect(serviceFromQuery("LOCAL-SEO")).toBe("");
    expect(serviceFromQuery(null)).toBe("");
  });

  it("stores empty optional fields as null", () => {
    const result = contactSchema.parse(valid);
    expect(contactLeadRow(result)).toEqual({
      kind: "contact",
      name: "Jane Rivera",
      email: "jane@example.com",
      phone: null,
      company: null,
      service: "local-seo",
      message: valid.message,
    });
  });
  it("refuses control characters, which the database cannot store, with the field's message", () => {
    const result = parseForm(
      contactSchema,
      form({ ...valid, name: "Jane\u0000Rivera", company: "Acme\u0007", message: "Line one\nline two\u0000" }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: leadMessages.controlCharacters,
        company: leadMessages.controlCharacters,
        message: leadMessages.controlCharacters,
      });
    }
    const lines = parseForm(contactSchema, form({ ...valid, message: "Line one\r\n\tline two" }));
    expect(lines.ok).toBe(true);
  });
});
