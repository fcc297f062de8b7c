/**
 * Contract tests for migration 20261122000300: what a caller holding only the public anon key
 * can put into the tables anyone may add rows to, going around the site's forms.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

let standIn: StandIn;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, log: () => {} });
  anon = anonClient(standIn.url);
  service = serviceClient(standIn.url);
});
afterAll(async () => {
  await standIn?.stop();
});

describe("audit_requests through the REST API", () => {
  it("accepts what the audit form sends", async () => {
    const result = await anon
      .from("audit_requests")
      .insert({ url: "https://www.example.com/pricing?x=1", hostname: "www.example.com" });
    expect(result.status).toBe(201);
  });

  it.each([
    ["a javascript: URL", { url: "javascript:alert(document.cookie)", hostname: "example.com" }],
    ["a data: URL", { url: "data:text/html,<b>x</b>", hostname: "example.com" }],
    ["a URL with spaces", { url: "https://exa mple.com", hostname: "example.com" }],
    ["markup as the hostname", { url: "https://example.com", hostname: "<img src=x onerror=alert(1)>" }],
    ["a hostname without a dot", { url: "https://localhost", hostname: "localhost" }],
  ])("refuses %s (23514)", async (_label, row) => {
    const result = await anon.from("audit_requests").insert(row);
    expect(result.error?.code).toBe("23514");
  });

  it("does not let a caller choose the id or the time", async () => {
    const forgedTime = await anon
      .from("audit_requests")
      .insert({ url: "https://example.com", hostname: "example.com", created_at: "2099-01-01T00:00:00Z" });
    expect(forgedTime.error?.code).toBe("42501");
    // The id is generated always: Postgres refuses any value for it (428C9).
    const forgedId = await anon
      .from("audit_requests")
      .insert({ id: 999999, url: "https://example.com", hostname: "example.com" });
    expect(forgedId.error?.code).toBe("428C9");
  });

  it("gives visitors no update or delete rights at all", async () => {
    const target = (
      await service
        .from("audit_requests")
        .insert({ url: "https://keep.example", hostname: "keep.example" })
        .select("id")
        .single()
    ).data!;
    expect(
      (await anon.from("audit_requests").update({ hostname: "changed.example" }).eq("id", target.id)).error?.code,
    ).toBe("42501");
    expect((await anon.from("audit_requests").delete().eq("id", target.id)).error?.code).toBe("42501");
  });
});

describe("leads through the REST API", () => {
  const contact = { kind: "contact", name: "Jane Rivera", email: "jane@example.com", message: "Hello" };

  it("accepts what the forms send, but not a chosen time or id", async () => {
    expect((await anon.from("leads").insert(contact)).status).toBe(201);
    expect((await anon.from("leads").insert({ ...contact, created_at: "2000-01-01T00:00:00Z" })).error?.code).toBe(
      "42501",
    );
    expect((await anon.from("leads").insert({ ...contact, id: 424242 })).error?.code).toBe("428C9");
  });
});
