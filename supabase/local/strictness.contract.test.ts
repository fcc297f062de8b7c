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
