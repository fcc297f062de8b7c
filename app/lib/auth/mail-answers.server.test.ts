/**
 * Issue 24 hole 1: every form that has the auth server send an email answers a known address as it
 * answers an unknown one, even when the auth server refuses a second email to the known account
 * within its interval (429 over_email_send_rate_limit, "For security purposes…"), which only an
 * address with an account meets. The refusal is logged, never shown.
 */
import { asResponse } from "~/lib/forms/answer.test-support";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AuthError } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestPasswordReset, signUp } from "./actions.server";
import { requestSignInCode, resendConfirmation } from "./code-sign-in.server";

const KNOWN = "known@example.com";
const UNKNOWN = "nobody@example.com";

/** GoTrue's per-account email limit, as @supabase/auth-js hands it to the site. */
const perAccountLimit = () =>
  new AuthError(
    "For security purposes, you can only request this after 45 seconds.",
    429,
    "over_email_send_rate_limit",
  );

/** The auth server as hosted GoTrue answers a known account asked twice, and an unknown address. */
const fakeAuth = {
  resetPasswordForEmail: async (email: string) => ({ data: {}, error: email === KNOWN ? perAccountLimit() : null }),
  signUp: async ({ email }: { email: string }) =>
    email === KNOWN
      ? { data: { user: null, session: null }, error: perAccountLimit() }
      : { data: { user: { id: "u1", email }, session: null }, error: null },
  // For an unknown address with shouldCreateUser false, GoTrue refuses with otp_disabled.
  signInWithOtp: async ({ email }: { email: string }) => ({
    data: {},
    error: email === KNOWN ? perAccountLimit() : new AuthError("Signups not allowed for otp", 422, "otp_disabled"),
  }),
  resend: async ({ email }: { email: string }) => ({ data: {}, error: email === KNOWN ? perAccountLimit() : null }),
};

const context = {
  // No rate-limit bindings: the site's own limiter lets requests through, as when a binding is missing.
  env: {},
  auth: { client: () => ({ supabase: { auth: fakeAuth } }) },
} as unknown as AppLoadContext;

const request = new Request("https://s.example/auth", { method: "POST" });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What the visitor sees of an answer: its status and everything but the address they typed. */
async function seen(answer: Parameters<typeof asResponse>[0]) {
  const response = asResponse(answer);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, ...body, values: { ...(body.values as object), email: "(typed)" } };
}

const FORMS: Array<[string, (email: string) => Promise<Parameters<typeof asResponse>[0]>]> = [
  ["password reset", (email) => requestPasswordReset(form({ email }), context, "https://s.example", request)],
  [
    "sign-up",
    (email) =>
      signUp(
        form({ email, password: "a-long-passphrase", fullName: "Alike", redirectTo: "" }),
        context,
        "https://s.example",
        request,
      ),
  ],
  ["sign-in code", (email) => requestSignInCode(form({ email }), context, "https://s.example", request)],
  ["confirmation resend", (email) => resendConfirmation(form({ email }), context, "https://s.example", request)],
];

beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("forms that send mail answer a known and an unknown address alike", () => {
  for (const [name, send] of FORMS) {
    it(`${name}: the auth server's per-account email limit is logged, not shown`, async () => {
      const known = await seen(await send(KNOWN));
      const unknown = await seen(await send(UNKNOWN));
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      expect(JSON.stringify(known)).not.toMatch(/security purposes|seconds/i);
      expect(vi.mocked(console.warn).mock.calls.flat().join(" ")).toMatch(/over_email_send_rate_limit/);
    });
  }
});
