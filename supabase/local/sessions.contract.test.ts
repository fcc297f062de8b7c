/**
 * Contract tests for the end of a session: after sign-out, the auth server refuses the old
 * access token on every authenticated endpoint (403 `session_not_found`, which supabase-js turns
 * into AuthSessionMissingError), while a signature check alone (getClaims, PostgREST) still
 * accepts it until it expires. Driven by supabase-js and @supabase/ssr as a Remix loader uses them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, CookieJar, signedIn, uniqueEmail } from "./contract-helpers";
import { LOCAL_ANON_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
});
afterAll(async () => {
  await standIn?.stop();
});

async function newAccount() {
  const account = { email: uniqueEmail("session"), password: "session-passphrase-2026" };
  const { error } = await anonClient(standIn.url).auth.signUp(account);
  if (error) throw error;
  return account;
}

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${standIn.url}/auth/v1${path}`, {
    method,
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
};

describe("after sign-out", () => {
  it("a replayed cookie passes getClaims but getUser finds no session", async () => {
    const account = await newAccount();
    const browser = new CookieJar();
    expect((await browser.client(standIn.url).auth.signInWithPassword(account)).error).toBeNull();
    const stolen = new Map(browser.cookies);

    expect((await browser.client(standIn.url).auth.signOut()).error).toBeNull();
    expect([...browser.cookies.keys()].filter((name) => name.startsWith("sb-"))).toEqual([]);

    const replay = new CookieJar();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    const claims = await replay.client(standIn.url).auth.getClaims();
    expect(claims.data?.claims.email).toBe(account.email); // the signature is still good
    const user = await replay.client(standIn.url).auth.getUser();
    expect(user.data.user).toBeNull();
    expect(user.error).toMatchObject({ name: "AuthSessionMissingError" });
  });

  it("every authenticated endpoint answers 403 session_not_found for the old token", async () => {
    const account = await newAccount();
    const client = await signedIn(standIn.url, account);
    const token = (await client.auth.getSession()).data.session!.access_token;
    await client.auth.signOut();
    const gone = {
      status: 403,
      body: { code: "session_not_found", message: "Session from session_id claim in JWT does not exist" },
    };
    expect(await call("GET", "/user", token)).toEqual(gone);
    expect(await call("PUT", "/user", token, { data: { full_name: "X" } })).toEqual(gone);
    expect(await call("POST", "/factors", token, { factor_type: "totp" })).toEqual(gone);
    expect(await call("POST", "/logout", token)).toEqual(gone);
  });

  it("PostgREST checks only the signature: the old token reads until it expires", async () => {
    const account = await newAccount();
    const client = await signedIn(standIn.url, account);
    const token = (await client.auth.getSession()).data.session!.access_token;
    await client.auth.signOut();
    const response = await fetch(`${standIn.url}/rest/v1/profiles?select=full_name`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });
});

describe("signing out the other sessions", () => {
  it("ends a second browser's session on its next request, and keeps this one", async () => {
    const account = await newAccount();
    const here = new CookieJar();
    const there = new CookieJar();
    await here.client(standIn.url).auth.signInWithPassword(account);
    await there.client(standIn.url).auth.signInWithPassword(account);
    expect((await there.client(standIn.url).auth.getUser()).error).toBeNull();

    expect((await here.client(standIn.url).auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await there.client(standIn.url).auth.getUser()).error).toMatchObject({ name: "AuthSessionMissingError" });
    expect((await here.client(standIn.url).auth.getUser()).data.user?.email).toBe(account.email);
    // supabase-js drops the dead session from that browser's cookies.
    expect([...there.cookies.keys()].filter((name) => name.startsWith("sb-"))).toEqual([]);
  });
});
