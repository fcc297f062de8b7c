/**
 * Contract tests for `/auth/v1` password recovery (the emailed link, verifyOtp, the new password),
 * driven by the real supabase-js and @supabase/ssr clients. Split from auth.contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { anonClient, CookieJar, signUpNew, standInForFile } from "./contract-helpers";

const standIn = standInForFile({ refreshTokenReuseIntervalSeconds: 1 });
const { logs } = standIn;
const signUp = (password?: string, fullName?: string) => signUpNew(standIn.url, password, fullName);

function recoveryLinkFor(email: string): URL {
  const line = [...logs].reverse().find((l) => l.startsWith(`Password recovery link for ${email}: `));
  if (!line) throw new Error(`no recovery link logged for ${email}`);
  return new URL(line.slice(line.indexOf(": ") + 2));
}

describe("password recovery", () => {
  it("logs a token_hash link; verifyOtp signs in once; updateUser sets the new password", async () => {
    const { email, password } = await signUp("before-reset-password");
    const request = await anonClient(standIn.url).auth.resetPasswordForEmail(email);
    expect(request.error).toBeNull();
    const link = recoveryLinkFor(email);
    expect(link.origin + link.pathname).toBe("http://127.0.0.1:8787/auth/reset");
    expect(link.searchParams.get("type")).toBe("recovery");
    const tokenHash = link.searchParams.get("token_hash")!;

    const client = anonClient(standIn.url);
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: "after-reset-password" })).error).toBeNull();

    expect((await anonClient(standIn.url).auth.signInWithPassword({ email, password })).error?.code).toBe(
      "invalid_credentials",
    );
    expect(
      (await anonClient(standIn.url).auth.signInWithPassword({ email, password: "after-reset-password" })).error,
    ).toBeNull();
    const reused = await anonClient(standIn.url).auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(reused.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("answers 200 for unknown emails too", async () => {
    const { data, error } = await anonClient(standIn.url).auth.resetPasswordForEmail("nobody-here@example.com");
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it("works server-side with @supabase/ssr: link to the redirect origin, session into cookies", async () => {
    const { email } = await signUp("ssr-reset-password");
    const request = new CookieJar().client(standIn.url);
    await request.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:5173/auth/reset" });
    const link = recoveryLinkFor(email);
    expect(link.origin).toBe("http://localhost:5173");

    const jar = new CookieJar();
    const server = jar.client(standIn.url);
    const { error } = await server.auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "recovery",
    });
    expect(error).toBeNull();
    expect([...jar.cookies.keys()]).toContain("sb-127-auth-token");
    const next = jar.client(standIn.url);
    expect((await next.auth.updateUser({ password: "ssr-new-password" })).error).toBeNull();
    const { data } = await next.auth.getClaims();
    expect(data?.claims.email).toBe(email);
  });
});
