/**
 * Contract tests for where the stand-in must be as strict as hosted Supabase (issue 35 §5): a
 * control character in an email is a 400, never the 500 of a database refusing it; a body past
 * the limit is answered 413, not a reset connection.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { anonClient } from "./contract-helpers";
import { LOCAL_ANON_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
});
afterAll(async () => {
  await standIn?.stop();
});

it.each(["user\u0000@example.com", "us\u0007er@example.com", "user@exam\u001bple.com"])(
  "%j: sign-up and password sign-in answer 400 validation_failed",
  async (email) => {
    const client = anonClient(standIn.url);
    const signUp = await client.auth.signUp({ email, password: "a-long-passphrase-2026" });
    expect(signUp.error).toMatchObject({ status: 400, code: "validation_failed" });
    const signIn = await client.auth.signInWithPassword({ email, password: "a-long-passphrase-2026" });
    expect(signIn.error).toMatchObject({ status: 400, code: "validation_failed" });
  },
);

it("a 2 MB JSON body on the REST API is answered 413", async () => {
  const body = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });
  const response = await fetch(`${standIn.url}/rest/v1/leads`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body,
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ message: "Request Entity Too Large" });
});

/** A password sign-in straight on the auth API, as the tester sent them (no client library). */
function passwordGrant(headers: Record<string, string> = {}, email = "nobody@example.com") {
  return fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password: "a-wrong-passphrase" }),
  });
}

it("30 sign-ins from one address in 5 minutes, then 429 over_request_rate_limit; another address is not held", async () => {
  const visitor = { "Sb-Forwarded-For": "203.0.113.7" };
  for (let attempt = 1; attempt <= 30; attempt++) {
    expect((await passwordGrant(visitor)).status, `attempt ${attempt}`).toBe(400);
  }
  const refused = await passwordGrant(visitor);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({
    code: "over_request_rate_limit",
    message: "Request rate limit reached",
  });
  // A sign-up from the same address counts against the same bucket.
  const signUp = await fetch(`${standIn.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", ...visitor },
    body: JSON.stringify({ email: "new@example.com", password: "a-long-passphrase-2026" }),
  });
  expect(signUp.status).toBe(429);
  expect((await passwordGrant({ "Sb-Forwarded-For": "203.0.113.8" })).status).toBe(400);
  // X-Forwarded-For names the caller too (Supabase's gateway); Sb-Forwarded-For comes first.
  expect((await passwordGrant({ "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
  expect((await passwordGrant({ "X-Forwarded-For": "203.0.113.7", "Sb-Forwarded-For": "203.0.113.9" })).status).toBe(
    400,
  );
});

it("wrong passwords straight from the caller's own address meet the same 429", async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 31 && statuses.at(-1) !== 429; attempt++) {
    statuses.push((await passwordGrant()).status);
  }
  expect(statuses.at(-1)).toBe(429);
  expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400]));
});
