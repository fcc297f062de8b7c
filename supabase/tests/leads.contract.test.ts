/**
 * Contract tests for public.leads (migration 20261122000200) against the local stand-in, with the
 * real supabase-js client: anyone may add a lead, only admins read them, nobody but the service
 * role changes or removes one.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, serviceClient, signedIn, signedInAal2, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

let standIn: StandIn;
let anon: SupabaseClient;
let user: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

const contact = {
  kind: "contact",
  name: "Jane Rivera",
  email: "jane@example.com",
  service: "local-seo",
  message: "More calls, please.",
};
const demo = {
  kind: "demo",
  name: "Sam Ortiz",
  email: "sam@example.com",
  company: "Ortiz Plumbing",
  preferred_date: "2026-12-01",
  preferred_time: "morning",
};

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, log: () => {} });
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

describe("leads", () => {
  it("visitors and signed-in users can submit contact and demo leads", async () => {
    expect((await anon.from("leads").insert(contact)).status).toBe(201);
    expect((await anon.from("leads").insert(demo)).status).toBe(201);
    expect((await user.from("leads").insert({ ...contact, email: "uma@example.com" })).status).toBe(201);
  });

  it("only admins read them", async () => {
    const asAdmin = await admin.from("leads").select("kind, name, email, preferred_time").order("id");
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toEqual([
      { kind: "contact", name: "Jane Rivera", email: "jane@example.com", preferred_time: null },
      { kind: "demo", name: "Sam Ortiz", email: "sam@example.com", preferred_time: "morning" },
      { kind: "contact", name: "Jane Rivera", email: "uma@example.com", preferred_time: null },
    ]);
    expect((await user.from("leads").select("*")).data).toEqual([]);
    const asAnon = await anon.from("leads").select("*");
    expect(asAnon.error?.code).toBe("42501");
  });

  it("a visitor cannot read back what they inserted", async () => {
    const result = await anon.from("leads").insert(contact).select();
    expect(result.error?.code).toBe("42501");
  });

  it("refuses rows the forms would never send", async () => {
    expect((await anon.from("leads").insert({ ...contact, kind: "newsletter" })).error?.code).toBe("23514");
    expect((await anon.from("leads").insert({ ...demo, preferred_date: null })).error?.code).toBe("23514");
    expect((await anon.from("leads").insert({ ...contact, email: "nobody" })).error?.code).toBe("23514");
  });

  it("nobody but the service role updates or deletes", async () => {
    const edited = await admin.from("leads").update({ name: "Changed" }).eq("email", "jane@example.com").select();
    expect(edited.error?.code).toBe("42501");
    const removed = await admin.from("leads").delete().eq("email", "jane@example.com").select();
    expect(removed.error?.code).toBe("42501");
    const byService = await service.from("leads").delete().eq("email", "uma@example.com").select("email");
    expect(byService.data).toEqual([{ email: "uma@example.com" }]);
  });
});
