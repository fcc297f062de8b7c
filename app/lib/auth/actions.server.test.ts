/**
 * The sign-in forms refuse input the auth server would choke on (a NUL in an email makes it fail,
 * which the site would report as an outage) with a 400 and the field's message, without calling it.
 */
import { asResponse } from "~/lib/forms/answer.test-support";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { authMessages as m } from "~/content/auth";
import { requestPasswordReset, signIn, signUp } from "./actions.server";

const untouchable = {
  // No rate-limit bindings: the limiter lets requests through, as when a binding is missing.
  env: {},
  auth: {
    client() {
      throw new Error("the auth server must not be called");
    },
  },
} as unknown as AppLoadContext;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function reply(answer: Parameters<typeof asResponse>[0]) {
  const response = asResponse(answer);
  return { status: response.status, body: (await response.json()) as { formError?: string; errors: object } };
}

const req = new Request("https://s.example/auth", { method: "POST" });

describe("auth actions refuse unusable input before calling the auth server", () => {
  for (const email of [
    "user\u0000@example.com",
    "user@example.com\u0007",
    "\u001b[31m@example.com",
    `${"a".repeat(250)}@example.com`,
  ]) {
    it(`sign-in with ${JSON.stringify(email.slice(0, 24))}`, async () => {
      const { status, body } = await reply(
        await signIn(form({ email, password: "secret", redirectTo: "" }), untouchable, req),
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ formError: m.fixErrors, errors: { email: m.emailInvalid } });
    });
  }

  it("sign-up: control characters in the name, and a name longer than the profile holds", async () => {
    const base = { email: "new@example.com", password: "secret1", redirectTo: "" };
    const control = await reply(
      await signUp(form({ ...base, fullName: "Jane\u0000" }), untouchable, "https://s.example", req),
    );
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ formError: m.controlCharacters, errors: { fullName: m.controlCharacters } });
    const long = await reply(
      await signUp(form({ ...base, fullName: "J".repeat(201) }), untouchable, "https://s.example", req),
    );
    expect(long.body).toMatchObject({ errors: { fullName: m.fullNameTooLong } });
  });

  it("password reset request with a NUL in the email", async () => {
    const { status, body } = await reply(
      await requestPasswordReset(form({ email: "a\u0000@b.co" }), untouchable, "https://s.example", req),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ formError: m.fixErrors, errors: { email: m.emailInvalid } });
  });

  it("keeps the contract's summary when the email or password is missing", async () => {
    const { body } = await reply(await signIn(form({ email: "", password: "", redirectTo: "" }), untouchable, req));
    expect(body.formError).toBe(m.missingCredentials);
    const forgot = await reply(await requestPasswordReset(form({ email: "" }), untouchable, "https://s.example", req));
    expect(forgot.body.formError).toBe(m.missingEmail);
  });
});
