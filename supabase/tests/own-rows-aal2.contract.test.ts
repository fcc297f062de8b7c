/**
 * Issue 24, hole 2, with the real supabase-js client against the stand-in: once a user has a
 * verified second factor, a password-only (aal1) session reads and changes none of their own rows
 * through the API (projects, audit requests, sessions, profile changes; migration
 * 20261127054500), and the auth service refuses it a password or email change (insufficient_aal,
 * as hosted Supabase does). The same user at aal2, and a user without a factor at aal1, keep
 * every right they had.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient, signedIn, signedInAal2, uniqueEmail } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

let standIn: StandIn;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  service = serviceClient(standIn.url);
});
afterAll(async () => {
  await standIn?.stop();
});

/** A new account with a project and an audit request of its own. */
async function accountWithRows(label: string) {
  const account = { email: uniqueEmail(label), password: `${label}-passphrase-2026` };
  const signUp = await anonClient(standIn.url).auth.signUp(account);
  if (signUp.error) throw signUp.error;
  const id = signUp.data.user!.id;
  const project = await service
    .from("projects")
    .insert({ owner_id: id, name: "Bakery", url: "https://bakery.example" })
    .select("id")
    .single();
  if (project.error) throw project.error;
  const audit = await service
    .from("audit_requests")
    .insert({ user_id: id, url: "https://bakery.example/", hostname: "bakery.example" });
  if (audit.error) throw audit.error;
  return { account, id, projectId: project.data.id as string };
}

async function ownRows(client: SupabaseClient, id: string, projectId: string) {
  const [projects, audits, sessions, rename, renameProject] = await Promise.all([
    client.from("projects").select("id"),
    client.from("audit_requests").select("id"),
    client.from("my_sessions").select("id"),
    client.from("profiles").update({ full_name: "Changed Name" }).eq("id", id).select("id"),
    client.from("projects").update({ name: "Renamed" }).eq("id", projectId).select("id"),
  ]);
  return {
    projects: projects.data?.length ?? -1,
    audits: audits.data?.length ?? -1,
    sessions: (sessions.data?.length ?? 0) > 0,
    profileChanged: rename.data?.length ?? -1,
    projectChanged: renameProject.data?.length ?? -1,
  };
}

describe("a user's own rows once a second factor is enrolled", () => {
  it("are closed to a password-only session, and open at aal2", async () => {
    const { account, id, projectId } = await accountWithRows("factor");
    const { client: aal2 } = await signedInAal2(standIn.url, account);
    expect(await ownRows(aal2, id, projectId)).toEqual({
      projects: 1,
      audits: 1,
      sessions: true,
      profileChanged: 1,
      projectChanged: 1,
    });

    const aal1 = await signedIn(standIn.url, account);
    expect(await ownRows(aal1, id, projectId)).toEqual({
      projects: 0,
      audits: 0,
      sessions: false,
      profileChanged: 0,
      projectChanged: 0,
    });
    const insert = await aal1.from("projects").insert({ name: "Sneaky", url: "https://sneaky.example" });
    expect(insert.status).toBe(403);
    // Reading the own profile stays open: it says which menu to show and that a code is due.
    expect((await aal1.from("profiles").select("id").eq("id", id)).data).toEqual([{ id }]);
  });

  it("stay open at aal1 for a user without a factor", async () => {
    const { account, id, projectId } = await accountWithRows("nofactor");
    const client = await signedIn(standIn.url, account);
    expect(await ownRows(client, id, projectId)).toEqual({
      projects: 1,
      audits: 1,
      sessions: true,
      profileChanged: 1,
      projectChanged: 1,
    });
  });
});

describe("the auth service, for a user with a verified factor", () => {
  it("refuses a password or email change from an aal1 session, and allows it at aal2", async () => {
    const { account } = await accountWithRows("change");
    const { client: aal2 } = await signedInAal2(standIn.url, account);
    const aal1 = await signedIn(standIn.url, account);
    for (const change of [{ password: "a-new-passphrase-2026" }, { email: uniqueEmail("moved") }]) {
      const { error } = await aal1.auth.updateUser(change);
      expect(error, JSON.stringify(change)).toMatchObject({
        status: 403,
        code: "insufficient_aal",
        message: "AAL2 session is required to update email or password when MFA is enabled.",
      });
    }
    // Other profile data is not a credential: aal1 may still change it.
    expect((await aal1.auth.updateUser({ data: { full_name: "Still Me" } })).error).toBeNull();
    expect((await aal2.auth.updateUser({ password: "a-new-passphrase-2026" })).error).toBeNull();
  });
});
