/**
 * Contract tests for what a caller holding only the public anon key (or a user's own token) can
 * put into the tables the site's forms fill, going around the site: nothing since migrations
 * 20261123143001 and 20261123143002. The Worker writes leads and audit requests with the service
 * role, and the tables' checks still refuse malformed rows from it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient, signedIn, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";

let standIn: StandIn;
let anon: SupabaseClient;
let user: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  anon = anonClient(standIn.url);
  service = serviceClient(standIn.url);
  user = await signedIn(standIn.url, USER);
});
afterAll(async () => {
  await standIn?.stop();
});

describe("audit_requests through the REST API", () => {
  it("refuses inserts from visitors (401) and users (403)", async () => {
    const row = { url: "https://www.example.com/pricing?x=1", hostname: "www.example.com" };
    expect(await anon.from("audit_requests").insert(row)).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await user.from("audit_requests").insert({ ...row, user_id: USER.id })).toMatchObject({
      status: 403,
      error: { code: "42501" },
    });
  });

  it.each([
    ["a javascript: URL", { url: "javascript:alert(document.cookie)", hostname: "example.com" }],
    ["a data: URL", { url: "data:text/html,<b>x</b>", hostname: "example.com" }],
    ["a URL with spaces", { url: "https://exa mple.com", hostname: "example.com" }],
    ["markup as the hostname", { url: "https://example.com", hostname: "<img src=x onerror=alert(1)>" }],
    ["a hostname without a dot", { url: "https://localhost", hostname: "localhost" }],
  ])("refuses %s even from the service role (23514)", async (_label, row) => {
    const result = await service.from("audit_requests").insert(row);
    expect(result.error?.code).toBe("23514");
  });

  it("keeps the generated id and the audited domain without www.", async () => {
    const forgedId = await service
      .from("audit_requests")
      .insert({ id: 999999, url: "https://example.com", hostname: "example.com" });
    expect(forgedId.error?.code).toBe("428C9");
    const { data } = await service
      .from("audit_requests")
      .insert({ url: "https://www.shop.example/", hostname: "www.shop.example" })
      .select("domain")
      .single();
    expect(data).toEqual({ domain: "shop.example" });
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

  it("refuses a visitor's insert, a 50-row array, and a user's", async () => {
    expect(await anon.from("leads").insert(contact)).toMatchObject({ status: 401, error: { code: "42501" } });
    const fifty = Array.from({ length: 50 }, () => contact);
    expect(await anon.from("leads").insert(fifty)).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await user.from("leads").insert(contact)).toMatchObject({ status: 403, error: { code: "42501" } });
  });

  it("the service role cannot choose the id either", async () => {
    expect((await service.from("leads").insert({ ...contact, id: 424242 })).error?.code).toBe("428C9");
  });
});
