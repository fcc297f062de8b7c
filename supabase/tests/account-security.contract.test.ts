/**
 * Contract tests for the account-security migrations, with the real supabase-js client:
 * admin data needs aal2 (20261123120000), `my_sessions` lists the caller's own sessions
 * (20261123120100), and the MFA verification hook locks a factor after five wrong codes and
 * refuses a code twice (20261123120200), as the auth service runs it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, serviceClient, signedIn, signedInAal2, uniqueEmail, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";
import { totpCode } from "../local/totp";

let standIn: StandIn;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  service = serviceClient(standIn.url);
  const lead = { kind: "contact", name: "Lee Lead", email: "lee@example.com", message: "Hello" };
  // Visitors' leads reach the table through the Worker's service-role writer (anon inserts are revoked).
  expect((await service.from("leads").insert(lead)).status).toBe(201);
});
afterAll(async () => {
  await standIn?.stop();
});

async function newAccount(label: string) {
  const account = { email: uniqueEmail(label), password: `${label}-passphrase-2026` };
  const { error } = await anonClient(standIn.url).auth.signUp(account);
  if (error) throw error;
  return account;
}

async function enrol(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret };
}

const verify = (client: SupabaseClient, factorId: string, code: string) =>
  client.auth.mfa.challengeAndVerify({ factorId, code });

describe("admin data needs aal2", () => {
  it("an admin at aal1 reads no lead, request or other profile, but still their own role", async () => {
    const admin = await signedIn(standIn.url, ADMIN);
    expect((await admin.from("leads").select("*")).data).toEqual([]);
    expect((await admin.from("audit_requests").select("*")).data).toEqual([]);
    expect((await admin.from("profiles").select("id")).data).toEqual([{ id: ADMIN.id }]);
    const own = await admin.from("profiles").select("role").eq("id", ADMIN.id).single();
    expect(own.data).toEqual({ role: "admin" });

    // The demo admin has a seeded authenticator factor, so a new one needs aal2 first.
    expect((await admin.auth.mfa.enroll({ factorType: "totp" })).error?.message).toBe(
      "AAL2 required to enroll a new factor",
    );
    const { client: stepped } = await signedInAal2(standIn.url, ADMIN);
    const session = (await stepped.auth.getSession()).data.session;
    expect(decodeJwt(session!.access_token).aal).toBe("aal2");
    // At aal2 the admin reads exactly what the service role reads (the seeded demo rows included).
    for (const table of ["leads", "audit_requests", "profiles"]) {
      const all = (await service.from(table).select("id").order("id")).data!;
      expect(all.length).toBeGreaterThan(1);
      expect((await stepped.from(table).select("id").order("id")).data).toEqual(all);
    }
    expect((await stepped.from("leads").select("name").eq("name", "Lee Lead")).data).toEqual([{ name: "Lee Lead" }]);
  });

  it("a user at aal2 is still no admin", async () => {
    const account = await newAccount("aal2-user");
    const client = await signedIn(standIn.url, account);
    const { factorId, secret } = await enrol(client);
    await verify(client, factorId, totpCode(secret));
    expect((await client.from("leads").select("*")).data).toEqual([]);
  });
});

describe("my_sessions", () => {
  it("lists the caller's own sessions with their browser, level and which is current", async () => {
    const account = await newAccount("sessions");
    const laptop = await signedIn(standIn.url, account);
    const phone = anonClient(standIn.url, (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("User-Agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148");
      return fetch(input, { ...init, headers });
    });
    await phone.auth.signInWithPassword(account);

    const { data, error } = await laptop.from("my_sessions").select("*").order("created_at");
    expect(error).toBeNull();
    // The sign-up's own session, the laptop's and the phone's.
    expect(data).toHaveLength(3);
    expect(Object.keys(data![0]).sort()).toEqual([
      "aal",
      "created_at",
      "id",
      "is_current",
      "last_seen_at",
      "user_agent",
    ]);
    const laptopSession = decodeJwt((await laptop.auth.getSession()).data.session!.access_token).session_id;
    expect(data!.filter((row) => row.is_current).map((row) => row.id)).toEqual([laptopSession]);
    expect(data![2]).toMatchObject({ aal: "aal1", is_current: false, user_agent: expect.stringContaining("iPhone") });
    expect(data![1].user_agent).toBe(data![0].user_agent); // both from this test's fetch

    // Using a session (a refresh) moves its last-seen time and records the browser again.
    const before = data![2].last_seen_at as string;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await phone.auth.refreshSession();
    const after = await laptop.from("my_sessions").select("last_seen_at").eq("id", data![2].id).single();
    expect(Date.parse(after.data!.last_seen_at)).toBeGreaterThan(Date.parse(before));

    // Nobody else's, and nothing for visitors.
    const user = await signedIn(standIn.url, USER);
    const theirs = await user.from("my_sessions").select("id");
    expect(theirs.data!.map((row) => row.id)).not.toContain(laptopSession);
    const visitor = await anonClient(standIn.url).from("my_sessions").select("*");
    expect(visitor).toMatchObject({ status: 401, error: { code: "42501" } });

    // Signing out the others leaves only the current one.
    await laptop.auth.signOut({ scope: "others" });
    expect((await laptop.from("my_sessions").select("is_current")).data).toEqual([{ is_current: true }]);
  });
});

describe("the MFA verification hook", () => {
  it("locks a factor after five wrong codes in a row, signing the user out once, for five minutes", async () => {
    const account = await newAccount("lockout");
    let client = await signedIn(standIn.url, account);
    const { factorId, secret } = await enrol(client);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify(client, factorId, "000000")).error).toMatchObject({ code: "mfa_verification_failed" });
    }
    const fifth = await verify(client, factorId, "000000");
    expect(fifth.error).toMatchObject({
      status: 403,
      code: "mfa_verification_rejected",
      message: "Too many wrong codes. Two-step sign-in is locked for 5 minutes; please try again then.",
    });
    expect((await client.auth.getUser()).error).toMatchObject({ name: "AuthSessionMissingError" });

    // While it is locked, even the right code is refused, and the session it came from is kept:
    // trying again cannot sign the owner out again (migration 20261127055000).
    client = await signedIn(standIn.url, account);
    const right = await verify(client, factorId, totpCode(secret));
    expect(right.error).toMatchObject({
      status: 429,
      message: "Too many wrong codes. Two-step sign-in is locked for 5 minutes; please try again then.",
    });
    expect((await client.auth.getUser()).error).toBeNull();

    // Five minutes later (moved back by the operator's key, as time would) the right code works.
    const moved = await service
      .from("mfa_attempts")
      .update({ last_failed_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() })
      .eq("factor_id", factorId)
      .select("failures");
    expect(moved.data).toEqual([{ failures: 5 }]);
    client = await signedIn(standIn.url, account);
    expect((await verify(client, factorId, totpCode(secret))).error).toBeNull();
  });

  it("a right code resets the count of wrong ones", async () => {
    const account = await newAccount("reset-count");
    const client = await signedIn(standIn.url, account);
    const { factorId, secret } = await enrol(client);
    for (let attempt = 1; attempt <= 4; attempt++) await verify(client, factorId, "000000");
    expect((await verify(client, factorId, totpCode(secret))).error).toBeNull();
    const state = await service.from("mfa_attempts").select("failures").eq("factor_id", factorId).single();
    expect(state.data).toEqual({ failures: 0 });
  });

  it("refuses a code a second time, even in a new session", async () => {
    const account = await newAccount("replay");
    const first = await signedIn(standIn.url, account);
    const { factorId, secret } = await enrol(first);
    const code = totpCode(secret);
    expect((await verify(first, factorId, code)).error).toBeNull();

    const second = await signedIn(standIn.url, account);
    const replay = await verify(second, factorId, code);
    expect(replay.error).toMatchObject({
      status: 422,
      code: "unknown",
      message: "This code was already used. Wait for the next code in your authenticator app and enter that one.",
    });
    expect((await second.auth.getUser()).error).toBeNull(); // no sign-out for this one

    // Once two 30-second steps have passed since the accepted code, a current code works again.
    await service
      .from("mfa_attempts")
      .update({ last_accepted_at: new Date(Date.now() - 90_000).toISOString() })
      .eq("factor_id", factorId);
    expect((await verify(second, factorId, totpCode(secret))).error).toBeNull();
  });

  it("keeps its table from signed-in users and visitors", async () => {
    const user = await signedIn(standIn.url, USER);
    expect((await user.from("mfa_attempts").select("*")).error).toMatchObject({ code: "42501" });
    expect((await anonClient(standIn.url).from("mfa_attempts").select("*")).error).toMatchObject({ code: "42501" });
  });
});
