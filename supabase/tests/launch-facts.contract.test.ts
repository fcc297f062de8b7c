/**
 * Contract tests for the launch facts (migration 20261203150000, ADR 079) with the real supabase-js
 * client: the offices' addresses and review figures and the site-wide figures start as the
 * specification's, unconfirmed; anyone reads them with the settings; only an admin changes them,
 * within the table's checks; nobody adds or removes an office. The example provider id and the
 * crm.example.com address are not shipped.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, callersForFile } from "../local/contract-helpers";

const callers = callersForFile();

describe("launch facts", () => {
  it("start as the specification's figures, unconfirmed, with no address, no CRM address and no example provider id", async () => {
    const settings = await callers.anon
      .from("site_settings")
      .select(
        "crm_login_url, audit_provider_user_id, company_review_rating, company_review_count, company_reviews_confirmed_on, offices(key, street_address, review_rating, review_count, reviews_confirmed_on)",
      )
      .single();
    expect(settings.data).toMatchObject({
      crm_login_url: null,
      audit_provider_user_id: "",
      company_review_count: 284,
      company_reviews_confirmed_on: null,
    });
    expect(Number(settings.data!.company_review_rating)).toBe(4.9);
    const offices = settings.data!.offices as { key: string; street_address: null; reviews_confirmed_on: null }[];
    expect(offices).toHaveLength(12);
    expect(offices.find((office) => office.key === "tampa")).toMatchObject({ review_count: 203 });
    for (const office of offices) expect(office).toMatchObject({ street_address: null, reviews_confirmed_on: null });
  });

  it("an admin sets an office's address and confirms its figures; the stamp names the admin", async () => {
    const saved = await callers.admin
      .from("offices")
      .update({
        street_address: "100 N Tampa St",
        review_source_url: "https://g.page/r/example",
        reviews_confirmed_on: "2026-12-03",
      })
      .eq("key", "laramie")
      .select("street_address, reviews_confirmed_on, updated_by")
      .single();
    expect(saved.data).toEqual({
      street_address: "100 N Tampa St",
      reviews_confirmed_on: "2026-12-03",
      updated_by: ADMIN.id,
    });
    await callers.service
      .from("offices")
      .update({ street_address: null, review_source_url: null, reviews_confirmed_on: null })
      .eq("key", "laramie");
  });

  it("an admin sets the site-wide figures and the CRM address", async () => {
    const saved = await callers.admin
      .from("site_settings")
      .update({ company_review_count: 300, crm_login_url: "https://crm.rankwell.com/login" })
      .eq("id", true)
      .select("company_review_count, crm_login_url")
      .single();
    expect(saved.data).toEqual({ company_review_count: 300, crm_login_url: "https://crm.rankwell.com/login" });
    await callers.service
      .from("site_settings")
      .update({ company_review_count: 284, crm_login_url: null })
      .eq("id", true);
  });

  it.each([
    ["a rating of 5.5", { review_rating: 5.5 }],
    ["a rating of 0", { review_rating: 0 }],
    ["a negative count", { review_count: -1 }],
    ["no reviews behind the rating", { review_count: 0 }],
    ["an http source", { review_source_url: "http://g.page/r/x" }],
    ["a javascript: source", { review_source_url: "javascript:alert(1)" }],
    ["a blank address", { street_address: "  " }],
    ["an address of 121 characters", { street_address: "x".repeat(121) }],
  ])("refuses an office with %s", async (_label, change) => {
    const result = await callers.admin.from("offices").update(change).eq("key", "casper");
    expect(result.error?.code).toBe("23514");
  });

  it.each([
    ["an http CRM address", { crm_login_url: "http://crm.rankwell.com" }],
    ["a javascript: CRM address", { crm_login_url: "javascript:alert(1)" }],
    ["a CRM address without a host name", { crm_login_url: "https://localhost/login" }],
    ["a site-wide rating of 6", { company_review_rating: 6 }],
    ["a provider id with a space", { audit_provider_user_id: "1 2" }],
  ])("refuses settings with %s", async (_label, change) => {
    const result = await callers.admin.from("site_settings").update(change).eq("id", true);
    expect(result.error?.code).toBe("23514");
  });

  it("keeps the offices' keys and rows from the admin's API", async () => {
    expect(
      (await callers.admin.from("offices").insert({ key: "newtown", review_rating: 5, review_count: 1 })).error,
    ).not.toBeNull();
    expect((await callers.admin.from("offices").update({ key: "renamed" }).eq("key", "casper")).error?.code).toBe(
      "42501",
    );
    expect((await callers.admin.from("offices").delete().eq("key", "casper").select()).data ?? []).toEqual([]);
    expect((await callers.service.from("offices").select("key").eq("key", "casper")).data).toEqual([{ key: "casper" }]);
  });

  it("a visitor and a user read them and change none", async () => {
    for (const client of [callers.anon, callers.user]) {
      expect((await client.from("offices").select("key")).data).toHaveLength(12);
      const office = await client
        .from("offices")
        .update({ street_address: "1 Hijack Way" })
        .eq("key", "tampa")
        .select();
      expect(office.data ?? []).toEqual([]);
      const settings = await client
        .from("site_settings")
        .update({ crm_login_url: "https://evil.example.com" })
        .eq("id", true)
        .select();
      expect(settings.data ?? []).toEqual([]);
    }
    const stored = await callers.service
      .from("site_settings")
      .select("crm_login_url, offices(street_address)")
      .single();
    expect(stored.data!.crm_login_url).toBeNull();
    expect((stored.data!.offices as { street_address: string | null }[]).every((o) => o.street_address === null)).toBe(
      true,
    );
  });
});
