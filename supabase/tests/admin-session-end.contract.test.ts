/**
 * Contract test for migration 20261202160000 with the real supabase-js client: an admin's access
 * token reads admin data only while its session exists. Logging out ends the session, and the
 * token, still unexpired, then reads no lead (issue 35 §3). A file of its own: logging the admin
 * out ends every session of the account.
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "../local/keys";
import { ADMIN, serviceClient, signedInAal2 } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
});
afterAll(async () => {
  await standIn?.stop();
});

it("a logged-out admin's access token reads no lead, though it has not expired", async () => {
  const lead = { kind: "contact", name: "Session Test", email: "session@example.com", message: "Hello" };
  expect((await serviceClient(standIn.url).from("leads").insert(lead)).error).toBeNull();

  const { client } = await signedInAal2(standIn.url, ADMIN);
  const token = (await client.auth.getSession()).data.session!.access_token;
  const withToken = createClient(standIn.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const before = await withToken.from("leads").select("name");
  expect(before.error).toBeNull();
  expect(before.data).toContainEqual({ name: "Session Test" });

  expect((await client.auth.signOut()).error).toBeNull();
  const after = await withToken.from("leads").select("name");
  expect(after.error).toBeNull();
  expect(after.data).toEqual([]);
});
