import { describe, expect, it } from "vitest";
import { authMessages as m } from "~/content/auth";
import { shownErrors } from "./form-messages";

describe("an auth form shows the specification's sentence alone when it applies (ADR 048)", () => {
  it("missing credentials: no field messages, the empty fields marked", () => {
    const shown = shownErrors({
      formError: m.missingCredentials,
      errors: { email: m.emailRequired, password: m.passwordRequired },
      values: {},
    });
    expect(shown).toEqual({ errors: {}, invalid: { email: true, password: true } });
  });

  it("a recovery request without email: the same", () => {
    expect(shownErrors({ formError: m.missingEmail, errors: { email: m.emailRequired }, values: {} })).toEqual({
      errors: {},
      invalid: { email: true },
    });
  });

  it("any other refusal keeps its field messages", () => {
    const reply = { formError: m.fixErrors, errors: { email: m.emailInvalid }, values: {} };
    expect(shownErrors(reply)).toEqual({ errors: { email: m.emailInvalid }, invalid: { email: true } });
    expect(shownErrors(undefined)).toEqual({ errors: {}, invalid: {} });
  });
});
