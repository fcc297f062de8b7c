/**
 * Contract tests for customers' projects and their profiles (migrations 20261123143002 and
 * 20261123143005): a user adds, renames and deletes their own projects and never sees, changes or
 * deletes another user's; audits recorded against a project are the owner's to read; a user
 * changes their own full name and no other column of their profile.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, serviceClient, signedIn, uniqueEmail, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

const SEEDED_PROJECT = "c0000000-0000-4000-8000-000000000001";

let standIn: StandIn;
let anon: SupabaseClient;
let user: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  anon = anonClient(standIn.url);
  service = serviceClient(standIn.url);
  const account = { email: uniqueEmail("other"), password: "other-passphrase-2026" };
  const signUp = await anonClient(standIn.url).auth.signUp(account);
  expect(signUp.error).toBeNull();
  [admin, user, other] = await Promise.all([
    signedIn(standIn.url, ADMIN),
    signedIn(standIn.url, USER),
    signedIn(standIn.url, account),
  ]);
});
afterAll(async () => {
  await standIn?.stop();
});

describe("projects", () => {
  it("a user adds, renames and deletes their own project; the owner is always themselves", async () => {
    const created = await user
      .from("projects")
      .insert({ name: "Side shop", url: "https://side.example/" })
      .select("id, owner_id")
      .single();
    expect(created).toMatchObject({ status: 201, data: { owner_id: USER.id } });
    const id = created.data!.id as string;
    const renamed = await user.from("projects").update({ name: "Corner shop" }).eq("id", id).select("name").single();
    expect(renamed.data).toEqual({ name: "Corner shop" });
    expect((await user.from("projects").update({ owner_id: ADMIN.id }).eq("id", id)).error?.code).toBe("42501");
    const forged = await user.from("projects").insert({ name: "X", url: "https://x.example/", owner_id: ADMIN.id });
    expect(forged.error?.code).toBe("42501");
    expect((await user.from("projects").delete().eq("id", id).select("id")).data).toEqual([{ id }]);
  });

  it("refuses names and addresses the form would never send", async () => {
    expect((await user.from("projects").insert({ name: "", url: "https://x.example/" })).error?.code).toBe("23514");
    expect((await user.from("projects").insert({ name: "X", url: "javascript:alert(1)" })).error?.code).toBe("23514");
  });

  it("another user's project does not exist for them: not read, renamed or deleted", async () => {
    const read = await other.from("projects").select("*").eq("id", SEEDED_PROJECT).maybeSingle();
    expect(read).toMatchObject({ status: 200, data: null });
    expect((await other.from("projects").update({ name: "Mine now" }).eq("id", SEEDED_PROJECT).select()).data).toEqual(
      [],
    );
    expect((await other.from("projects").delete().eq("id", SEEDED_PROJECT).select()).data).toEqual([]);
    expect((await admin.from("projects").select("id").eq("id", SEEDED_PROJECT)).data).toEqual([]);
    expect(await anon.from("projects").select("*")).toMatchObject({ status: 401, error: { code: "42501" } });
    const mine = await user.from("projects").select("name").eq("id", SEEDED_PROJECT).single();
    expect(mine.data).toEqual({ name: "Uma's Bakery" });
  });

  it("the owner reads the project with its recent audits, newest first, in one request", async () => {
    const { data, error } = await user
      .from("projects")
      .select("name, audit_requests(url, created_at)")
      .eq("id", SEEDED_PROJECT)
      .order("created_at", { referencedTable: "audit_requests", ascending: false })
      .limit(1, { referencedTable: "audit_requests" })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: "Uma's Bakery", audit_requests: [{ url: "https://umas-bakery.example/menu" }] });
    const { data: theirs } = await other.from("audit_requests").select("id").eq("project_id", SEEDED_PROJECT);
    expect(theirs).toEqual([]);
  });

  it("deleting a project keeps its audits, no longer tied to it", async () => {
    const { data: project } = await user
      .from("projects")
      .insert({ name: "Temp", url: "https://temp.example/" })
      .select("id")
      .single();
    await service
      .from("audit_requests")
      .insert({ url: "https://temp.example/", hostname: "temp.example", user_id: USER.id, project_id: project!.id });
    await user.from("projects").delete().eq("id", project!.id);
    const { data } = await user.from("audit_requests").select("project_id").eq("hostname", "temp.example");
    expect(data).toEqual([{ project_id: null }]);
  });
});

describe("profiles", () => {
  it("a user changes their full name and nothing else", async () => {
    const renamed = await user
      .from("profiles")
      .update({ full_name: "Uma U." })
      .eq("id", USER.id)
      .select("full_name")
      .single();
    expect(renamed.data).toEqual({ full_name: "Uma U." });
    for (const change of [
      { created_at: "2000-01-01T00:00:00Z" },
      { updated_at: "2000-01-01T00:00:00Z" },
      { role: "admin" },
      { id: ADMIN.id },
    ]) {
      const result = await user.from("profiles").update(change).eq("id", USER.id);
      expect(result, JSON.stringify(change)).toMatchObject({ status: 403, error: { code: "42501" } });
    }
    expect(await user.from("profiles").insert({ id: USER.id })).toMatchObject({ status: 403 });
    expect(await user.from("profiles").delete().eq("id", USER.id)).toMatchObject({ status: 403 });
    expect(await anon.from("profiles").update({ full_name: "x" }).eq("id", USER.id)).toMatchObject({ status: 401 });
    await user.from("profiles").update({ full_name: "Uma User" }).eq("id", USER.id);
  });
});
