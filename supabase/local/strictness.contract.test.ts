/**
 * Contract tests for where the stand-in must be as strict as hosted Supabase (issue 35 §5): a
 * control character in an email is a 400, never the 500 of a database refusing it; a body past
 * the limit is answered 413, not a reset connection.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { anonClient } from "./contract-helpers";
import { LOCAL_ANON_KEY, LOCAL_SECRET_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";

let standIn: StandIn;
beforeAll(async () => {
  // The sign-in limit's clock stands still, so no token refills however slow the machine is.
  standIn = await startStandIn({
    port: 0,
    bcryptCost: 4,
    mailerAutoconfirm: true,
    log: () => {},
    limiterClock: () => 0,
  });
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
function passwordGrant(headers: Record<string, string> = {}, apikey = LOCAL_ANON_KEY, url = standIn.url) {
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey, "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email: "nobody@example.com", password: "a-wrong-passphrase" }),
  });
}

it("a server holding the secret key names its visitor: 30 sign-ins per visitor in 5 minutes, then 429; another visitor is not held", async () => {
  const visitor = { "Sb-Forwarded-For": "203.0.113.7" };
  for (let attempt = 1; attempt <= 30; attempt++) {
    expect((await passwordGrant(visitor, LOCAL_SECRET_KEY)).status, `attempt ${attempt}`).toBe(400);
  }
  const refused = await passwordGrant(visitor, LOCAL_SECRET_KEY);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({
    code: "over_request_rate_limit",
    message: "Request rate limit reached",
  });
  // A sign-up for the same visitor counts against the same bucket.
  const signUp = await fetch(`${standIn.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: LOCAL_SECRET_KEY, "Content-Type": "application/json", ...visitor },
    body: JSON.stringify({ email: "new@example.com", password: "a-long-passphrase-2026" }),
  });
  expect(signUp.status).toBe(429);
  expect((await passwordGrant({ "Sb-Forwarded-For": "203.0.113.8" }, LOCAL_SECRET_KEY)).status).toBe(400);
});

it("wrong passwords straight from one caller: exactly 30 answered, then 429, whatever address headers it writes", async () => {
  // A stand-in of its own, whose bucket for this machine's address nothing else has used.
  const own = await startStandIn({ port: 0, bcryptCost: 4, log: () => {}, limiterClock: () => 0 });
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      // A new made-up address on every try, in both headers a gateway or a server might set.
      const made = `198.51.100.${attempt + 1}`;
      statuses.push(
        (await passwordGrant({ "Sb-Forwarded-For": made, "X-Forwarded-For": made }, LOCAL_ANON_KEY, own.url)).status,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
  } finally {
    await own.stop();
  }
});
