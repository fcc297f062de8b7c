/**
 * Contract tests for `/auth/v1`, driven by the real supabase-js and @supabase/ssr clients.
 * One in-memory stand-in serves the whole file.
 */
import { decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { ADMIN, anonClient, signedIn, signUpNew, standInForFile, USER } from "./contract-helpers";
import { LOCAL_ANON_KEY } from "./keys";

const standIn = standInForFile({ refreshTokenReuseIntervalSeconds: 1 });
const signUp = (password?: string, fullName?: string) => signUpNew(standIn.url, password, fullName);

describe("password sign-in", () => {
  it("returns a session with an ES256 access token carrying Supabase's claims", async () => {
    const { data, error } = await anonClient(standIn.url).auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(300); // supabase/config.toml's jwt_expiry
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe(ADMIN.email);
    expect(data.user?.user_metadata.full_name).toBe("Ada Admin");
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT", kid: expect.any(String) });
  });

  it("rejects a wrong password or an unknown email with invalid_credentials", async () => {
    for (const credentials of [
      { email: ADMIN.email, password: "wrong-password" },
      { email: "nobody@example.com", password: "whatever-password" },
    ]) {
      const { data, error } = await anonClient(standIn.url).auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: "AuthApiError",
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("answers validation_failed when the password is missing", async () => {
    const { error } = await anonClient(standIn.url).auth.signInWithPassword({ email: ADMIN.email, password: "" });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("sends the API version header on every auth response, errors included", async () => {
    const noKey = await fetch(`${standIn.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    const noBearer = await fetch(`${standIn.url}/auth/v1/logout`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(noBearer.status).toBe(401);
    expect(noBearer.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await noBearer.json()).toMatchObject({ code: "no_authorization" });
    const settings = await fetch(`${standIn.url}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(settings.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
  });
});

describe("sign-up", () => {
  it("auto-confirms, returns a session and creates the profile from full_name", async () => {
    const { data, error, client } = await signUp("long-enough-password", "Sam Signup");
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata.full_name).toBe("Sam Signup");
    const profile = await client.from("profiles").select("role, full_name").eq("id", data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ role: "user", full_name: "Sam Signup" });
  });

  it("rejects what the password policy refuses, and common passwords, with weak_password and its reasons", async () => {
    const short = await signUp("abc");
    expect(short.error).toMatchObject({
      name: "AuthWeakPasswordError",
      status: 422,
      code: "weak_password",
      reasons: ["length"],
    });
    expect(short.error?.message).toContain("at least 10 characters");
    const repeated = await signUp("aaaaaaaaaaaa");
    expect(repeated.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["repeated"] });
    const email = `policy-${Date.now()}@example.com`;
    const itself = await anonClient(standIn.url).auth.signUp({ email, password: email.toUpperCase() });
    expect(itself.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["email"] });
    const common = await signUp("password123");
    expect(common.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
  });

  it("rejects an existing email with user_already_exists", async () => {
    const { error } = await anonClient(standIn.url).auth.signUp({ email: USER.email, password: "another-password" });
    expect(error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
  });

  it("rejects a malformed email with validation_failed", async () => {
    const { error } = await anonClient(standIn.url).auth.signUp({
      email: "not-an-email",
      password: "another-password",
    });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("user and claims", () => {
  it("getUser returns the signed-in user; a forged token gets bad_jwt", async () => {
    const client = await signedIn(standIn.url, USER);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: USER.id, email: USER.email, aud: "authenticated", role: "authenticated" });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: USER.id });

    const forged = await anonClient(standIn.url).auth.getUser(LOCAL_ANON_KEY);
    expect(forged.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("getClaims verifies the ES256 token locally through the JWKS", async () => {
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const client = anonClient(standIn.url, countingFetch);
    await client.auth.signInWithPassword(ADMIN);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: "ES256" });
    expect(data?.claims).toMatchObject({
      iss: `${standIn.url}/auth/v1`,
      sub: ADMIN.id,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email: ADMIN.email,
      is_anonymous: false,
      session_id: expect.any(String),
      amr: [{ method: "password", timestamp: expect.any(Number) }],
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(calls).toContain("/auth/v1/.well-known/jwks.json");
    expect(calls).not.toContain("/auth/v1/user");

    const jwks = (await (await fetch(`${standIn.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", kid: data?.header.kid });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });

  it("updateUser changes metadata, and refuses the same or a weak password", async () => {
    const { client } = await signUp("first-password-1");
    const updated = await client.auth.updateUser({ data: { full_name: "Renamed Person" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe("Renamed Person");
    const same = await client.auth.updateUser({ password: "first-password-1" });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await client.auth.updateUser({ password: "123" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
  });
});

describe("refresh tokens", () => {
  it("rotate on use; a rotated token reused within the interval gets the same successor", async () => {
    const client = await signedIn(standIn.url, USER);
    const first = (await client.auth.getSession()).data.session!;
    const rotated = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(USER.id);

    const again = await anonClient(standIn.url).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(second.refresh_token);
  });

  it("a rotated token reused after the interval revokes the whole session", async () => {
    const client = await signedIn(standIn.url, USER);
    const first = (await client.auth.getSession()).data.session!;
    const second = (await client.auth.refreshSession({ refresh_token: first.refresh_token })).data.session!;
    await new Promise((resolve) => setTimeout(resolve, 1200)); // the stand-in's reuse interval is 1 s here

    const reused = await anonClient(standIn.url).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({
      status: 400,
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    const successor = await anonClient(standIn.url).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(successor.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    const user = await anonClient(standIn.url).auth.getUser(second.access_token);
    expect(user.error?.name).toBe("AuthSessionMissingError");
  });

  it("an unknown refresh token is refresh_token_not_found", async () => {
    const { error } = await anonClient(standIn.url).auth.refreshSession({ refresh_token: "no-such-token" });
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });
});

describe("sign-out", () => {
  async function twoSessions() {
    const { email, password } = await signUp("two-sessions-password");
    const a = await signedIn(standIn.url, { email, password });
    const b = await signedIn(standIn.url, { email, password });
    const tokens = async (c: typeof a) => (await c.auth.getSession()).data.session!;
    return { a, b, aSession: await tokens(a), bSession: await tokens(b) };
  }

  it("global revokes every session's refresh tokens", async () => {
    const { a, aSession, bSession } = await twoSessions();
    expect((await a.auth.signOut()).error).toBeNull();
    for (const session of [aSession, bSession]) {
      const refreshed = await anonClient(standIn.url).auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).toMatchObject({ code: "refresh_token_not_found" });
      const user = await anonClient(standIn.url).auth.getUser(session.access_token);
      expect(user.error?.name).toBe("AuthSessionMissingError");
    }
  });

  it("local ends only this session; others ends only the other ones", async () => {
    const local = await twoSessions();
    expect((await local.a.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(
      (await anonClient(standIn.url).auth.refreshSession({ refresh_token: local.aSession.refresh_token })).error,
    ).not.toBeNull();
    expect(
      (await anonClient(standIn.url).auth.refreshSession({ refresh_token: local.bSession.refresh_token })).error,
    ).toBeNull();

    const others = await twoSessions();
    expect((await others.a.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await anonClient(standIn.url).auth.getUser(others.aSession.access_token)).error).toBeNull();
    expect((await anonClient(standIn.url).auth.getUser(others.bSession.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
  });
});
