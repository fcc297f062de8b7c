/**
 * Contract tests for public.leads, lead_notes and lead_events (migrations 20261122000200 and
 * 20261123143001) against the local stand-in, with the real supabase-js client: only the service
 * role writes leads (idempotently, by submission id); admins read them, move their status and add
 * notes; triggers keep a timeline nobody but the service role can change; users and visitors
 * read and change none of it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, serviceClient, signedIn, signedInAal2, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";
import { searchTree } from "../../app/lib/leads/inbox-filters";

let standIn: StandIn;
let anon: SupabaseClient;
let user: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

const contact = {
  kind: "contact",
  name: "Jane Rivera",
  email: "Jane@Clinic.Example",
  service: "local-seo",
  message: "More calls, please.",
};

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  anon = anonClient(standIn.url);
  service = serviceClient(standIn.url);
  // Admin data needs an admin at aal2 (migration 20261123120000).
  [admin, user] = await Promise.all([
    signedInAal2(standIn.url, ADMIN).then((signed) => signed.client),
    signedIn(standIn.url, USER),
  ]);
});
afterAll(async () => {
  await standIn?.stop();
});

/** Stores a lead as the Worker does and returns its id. */
async function storeLead(row: Record<string, unknown> = contact): Promise<number> {
  const submission_id = crypto.randomUUID();
  const { error } = await service
    .from("leads")
    .upsert({ ...row, submission_id }, { onConflict: "submission_id", ignoreDuplicates: true });
  expect(error).toBeNull();
  const { data } = await service.from("leads").select("id").eq("submission_id", submission_id).single();
  return data!.id as number;
}

describe("writing leads", () => {
  it("refuses direct inserts from visitors (401) and signed-in users (403), one row or fifty", async () => {
    expect(await anon.from("leads").insert(contact)).toMatchObject({ status: 401, error: { code: "42501" } });
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...contact, email: `spam${i}@example.com` }));
    expect(await anon.from("leads").insert(fifty)).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await user.from("leads").insert(contact)).toMatchObject({ status: 403, error: { code: "42501" } });
    expect(await admin.from("leads").insert(contact)).toMatchObject({ status: 403, error: { code: "42501" } });
    const { count } = await service.from("leads").select("*", { count: "exact", head: true }).like("email", "spam%");
    expect(count).toBe(0);
  });

  it("the service role stores a submission once, however often it is retried", async () => {
    const submission_id = crypto.randomUUID();
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await service
        .from("leads")
        .upsert({ ...contact, submission_id }, { onConflict: "submission_id", ignoreDuplicates: true });
      expect(result.status).toBe(201);
    }
    const { data } = await service
      .from("leads")
      .select("status, email_domain, kind")
      .eq("submission_id", submission_id);
    expect(data).toEqual([{ status: "new", email_domain: "clinic.example", kind: "contact" }]);
  });

  it("still refuses rows the forms would never send", async () => {
    const bad = async (row: Record<string, unknown>) =>
      (await service.from("leads").insert({ ...row, submission_id: crypto.randomUUID() })).error?.code;
    expect(await bad({ ...contact, kind: "newsletter" })).toBe("23514");
    expect(await bad({ ...contact, email: "nobody" })).toBe("23514");
    expect(await bad({ ...contact, status: "archived" })).toBe("23514");
    expect(await bad({ kind: "demo", name: "Sam", email: "sam@example.com", preferred_date: null })).toBe("23514");
    expect(await bad({ ...contact, kind: "widget", widget_id: "00000000-0000-4000-8000-00000000dead" })).toBe("23503");
  });
});

describe("reading and working leads", () => {
  it("admins read leads; users read none; visitors are refused", async () => {
    await storeLead();
    const asAdmin = await admin.from("leads").select("email").eq("email", contact.email);
    expect(asAdmin.data!.length).toBeGreaterThan(0);
    expect((await user.from("leads").select("*")).data).toEqual([]);
    expect(await anon.from("leads").select("*")).toMatchObject({ status: 401, error: { code: "42501" } });
  });

  it("an admin moves the status; the timeline records who and when; other columns stay the admin's to read only", async () => {
    const id = await storeLead();
    const moved = await admin.from("leads").update({ status: "qualified" }).eq("id", id).select("status").single();
    expect(moved).toMatchObject({ status: 200, data: { status: "qualified" } });
    const renamed = await admin.from("leads").update({ name: "Changed" }).eq("id", id);
    expect(renamed).toMatchObject({ status: 403, error: { code: "42501" } });
    const { data: events } = await admin
      .from("lead_events")
      .select("kind, from_status, to_status, actor_id")
      .eq("lead_id", id)
      .order("id");
    expect(events).toEqual([
      { kind: "received", from_status: null, to_status: "new", actor_id: null },
      { kind: "status", from_status: "new", to_status: "qualified", actor_id: ADMIN.id },
    ]);
  });

  it("a user's token changes no status and no one deletes a lead but the service role", async () => {
    const id = await storeLead();
    const byUser = await user.from("leads").update({ status: "won" }).eq("id", id).select();
    expect(byUser).toMatchObject({ status: 200, data: [] });
    expect(await anon.from("leads").update({ status: "won" }).eq("id", id)).toMatchObject({ status: 401 });
    expect(await admin.from("leads").delete().eq("id", id)).toMatchObject({ status: 403, error: { code: "42501" } });
    expect(await user.from("leads").delete().eq("id", id)).toMatchObject({ status: 403, error: { code: "42501" } });
    const { data } = await service.from("leads").select("status").eq("id", id).single();
    expect(data).toEqual({ status: "new" });
    expect((await service.from("leads").delete().eq("id", id).select("id")).data).toEqual([{ id }]);
  });
});

describe("notes and the timeline", () => {
  it("an admin adds a note as themselves; it appears on the timeline", async () => {
    const id = await storeLead();
    const note = await admin
      .from("lead_notes")
      .insert({ lead_id: id, body: "Called, left a message." })
      .select("id, author_id")
      .single();
    expect(note).toMatchObject({ status: 201, data: { author_id: ADMIN.id } });
    const forged = await admin.from("lead_notes").insert({ lead_id: id, body: "x", author_id: USER.id });
    expect(forged).toMatchObject({ status: 403, error: { code: "42501" } });
    const { data } = await admin
      .from("leads")
      .select("id, lead_notes(body, author:profiles(full_name)), lead_events(kind, note_id)")
      .eq("id", id)
      .single();
    expect(data).toEqual({
      id,
      lead_notes: [{ body: "Called, left a message.", author: { full_name: "Ada Admin" } }],
      lead_events: [
        { kind: "received", note_id: null },
        { kind: "note", note_id: note.data!.id },
      ],
    });
  });

  it("notes and events are never edited, except by the service role", async () => {
    const id = await storeLead();
    const { data: note } = await admin.from("lead_notes").insert({ lead_id: id, body: "First" }).select("id").single();
    for (const client of [admin, user]) {
      expect((await client.from("lead_notes").update({ body: "Rewritten" }).eq("id", note!.id)).error?.code).toBe(
        "42501",
      );
      expect((await client.from("lead_notes").delete().eq("id", note!.id)).error?.code).toBe("42501");
      expect((await client.from("lead_events").update({ kind: "note" }).eq("lead_id", id)).error?.code).toBe("42501");
      expect((await client.from("lead_events").delete().eq("lead_id", id)).error?.code).toBe("42501");
      expect(
        (await client.from("lead_events").insert({ lead_id: id, kind: "status", from_status: "new", to_status: "won" }))
          .error?.code,
      ).toBe("42501");
    }
    expect((await admin.from("lead_events").select("kind").eq("lead_id", id)).data).toHaveLength(2);
    const byService = await service.from("lead_notes").update({ body: "Corrected" }).eq("id", note!.id);
    expect(byService.status).toBe(204);
  });

  it("users and visitors read and write no notes or events", async () => {
    const id = await storeLead();
    await admin.from("lead_notes").insert({ lead_id: id, body: "Private" });
    expect((await user.from("lead_notes").select("*")).data).toEqual([]);
    expect((await user.from("lead_events").select("*")).data).toEqual([]);
    expect(await user.from("lead_notes").insert({ lead_id: id, body: "Mine" })).toMatchObject({ status: 403 });
    for (const table of ["lead_notes", "lead_events"]) {
      expect(await anon.from(table).select("*")).toMatchObject({ status: 401, error: { code: "42501" } });
    }
    expect(await anon.from("lead_notes").insert({ lead_id: id, body: "x" })).toMatchObject({ status: 401 });
  });
});

describe("the inbox search", () => {
  it("matches *, % and _ as themselves, not as wildcards", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (const name of [`Star * ${tag}`, `Percent % ${tag}`, `Under_score ${tag}`, `Plain ${tag}`]) {
      await storeLead({ ...contact, name, email: `${name.replace(/\W/g, "")}@search.example` });
    }
    const found = async (text: string) => {
      const { data, error } = await service.from("leads").select("name").or(searchTree(text)!).like("name", `*${tag}`);
      expect(error).toBeNull();
      return (data ?? []).map((row) => row.name as string).sort();
    };
    expect(await found("*")).toEqual([`Star * ${tag}`]);
    expect(await found("%")).toEqual([`Percent % ${tag}`]);
    expect(await found("_")).toEqual([`Under_score ${tag}`]);
    expect(await found(`plain ${tag}`)).toEqual([`Plain ${tag}`]);
  });
});
