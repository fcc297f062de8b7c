/**
 * The Worker names its visitor to the auth server (ADR 063): the auth server's limits per address
 * then count each visitor rather than the one Worker all visitors come through.
 */
import { afterEach, expect, it, vi } from "vitest";
import { rateLimitMessages } from "~/content/limits";
import { describeAuthError } from "./errors";
import { createSupabaseServerClient } from "./supabase.server";

const env = { SUPABASE_URL: "https://project.supabase.test", SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x" } as Env;

afterEach(() => vi.unstubAllGlobals());

async function forwardedFor(visitor: string | null): Promise<string | null> {
  const seen: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Response.json({ code: "invalid_credentials", message: "Invalid login credentials" }, { status: 400 });
    }),
  );
  const headers: Record<string, string> = visitor === null ? {} : { "CF-Connecting-IP": visitor };
  const request = new Request("https://site.test/auth", { method: "POST", headers });
  const { supabase } = createSupabaseServerClient(request, env);
  await supabase.auth.signInWithPassword({ email: "someone@example.com", password: "a-wrong-password" });
  expect(seen).toHaveLength(1);
  return seen[0]!.get("Sb-Forwarded-For");
}

it("sends the visitor's address as Sb-Forwarded-For", async () => {
  expect(await forwardedFor("203.0.113.7")).toBe("203.0.113.7");
  expect(await forwardedFor("2001:db8::1")).toBe("2001:db8::1");
});

it("sends nothing when the address is missing or is not an address", async () => {
  expect(await forwardedFor(null)).toBeNull();
  expect(await forwardedFor("evil, 10.0.0.1")).toBeNull();
  expect(await forwardedFor("a".repeat(60))).toBeNull();
  for (const text of ["abc", "....", "256.1.1.1", "1.2.3", "unknown"])
    expect(await forwardedFor(text), text).toBeNull();
});

it("the auth server's own limit reads as the site's message", () => {
  const error = Object.assign(new Error("Request rate limit reached"), {
    name: "AuthApiError",
    status: 429,
    code: "over_request_rate_limit",
  });
  expect(describeAuthError(error as never)).toBe(rateLimitMessages.tooMany);
});
