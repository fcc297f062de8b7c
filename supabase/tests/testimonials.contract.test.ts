/**
 * Contract tests for the testimonials (migration 20261203120000, ADR 074) with the real supabase-js
 * client: admins manage them; a visitor and a user read only the published ones, through the
 * settings read the public pages make, and write none; a client's words are published only with a
 * consent date, and each plan card has one published quote.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, callersForFile } from "../local/contract-helpers";

const callers = callersForFile();

const draft = {
  name: "Dana Ruiz",
  role: "Owner",
  company: "Ruiz Family Dental",
  quote: "The audit told us what to fix first, and new patients find us now.",
  rating: 5,
};

describe("testimonials", () => {
  it("an admin adds a draft, publishes it with a consent date, and deletes it", async () => {
    const created = await callers.admin.from("testimonials").insert(draft).select("id, published, updated_by").single();
    expect(created).toMatchObject({ status: 201, data: { published: false, updated_by: ADMIN.id } });
    const id = created.data!.id as string;
    const published = await callers.admin
      .from("testimonials")
      .update({ published: true, consent_date: "2026-11-30" })
      .eq("id", id)
      .select("published")
      .single();
    expect(published.data).toEqual({ published: true });
    const deleted = await callers.admin.from("testimonials").delete().eq("id", id).select("id");
    expect(deleted.data).toEqual([{ id }]);
  });

  it.each([
    ["a client's words published without a consent date", { published: true }],
    ["an empty name", { name: " " }],
    ["a quote under 20 characters", { quote: "Great work!" }],
    ["a rating of 6", { rating: 6 }],
    ["an http source", { source_url: "http://reviews.example/1" }],
    ["a photo on a javascript: address", { photo_url: "javascript:alert(1)" }],
    ["a photo on another host without a scheme", { photo_url: "//evil.example/x.png" }],
    ["a plan id with markup", { plan_id: "<b>starter</b>" }],
    ["a second site", { site: false }],
  ])("refuses %s", async (_label, change) => {
    const result = await callers.admin.from("testimonials").insert({ ...draft, ...change });
    expect(result.error?.code).toMatch(/^(23514|23503|42501)$/);
  });

  it("keeps the consent waiver and the row's identity from the admin's API", async () => {
    const waived = await callers.admin.from("testimonials").insert({ ...draft, illustrative: true, published: true });
    expect(waived.error?.code).toBe("42501");
    const created = await callers.admin.from("testimonials").insert(draft).select("id").single();
    const id = created.data!.id as string;
    expect((await callers.admin.from("testimonials").update({ illustrative: true }).eq("id", id)).error?.code).toBe(
      "42501",
    );
    expect(
      (await callers.admin.from("testimonials").update({ id: crypto.randomUUID() }).eq("id", id)).error?.code,
    ).toBe("42501");
    await callers.admin.from("testimonials").delete().eq("id", id);
  });

  it("publishes one quote per plan card", async () => {
    const quote = { ...draft, plan_id: "contract-test-plan", published: true, consent_date: "2026-11-30" };
    const first = await callers.admin.from("testimonials").insert(quote).select("id").single();
    expect(first.status).toBe(201);
    const second = await callers.admin.from("testimonials").insert(quote);
    expect(second.error?.code).toBe("23505");
    await callers.admin.from("testimonials").delete().eq("id", first.data!.id);
  });

  it("a visitor and a user read only the published ones, with the settings, and write none", async () => {
    const hidden = await callers.service
      .from("testimonials")
      .insert({ ...draft, name: "Unpublished Client" })
      .select("id")
      .single();
    const id = hidden.data!.id as string;
    for (const client of [callers.anon, callers.user]) {
      const settings = await client.from("site_settings").select("promo_text, testimonials(name, published)").single();
      const names = (settings.data!.testimonials as { name: string; published: boolean }[]).map((t) => t.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain("Unpublished Client");
      expect((await client.from("testimonials").select("id").eq("id", id)).data).toEqual([]);
      expect((await client.from("testimonials").update({ published: true }).eq("id", id).select()).data ?? []).toEqual(
        [],
      );
      expect((await client.from("testimonials").delete().eq("id", id).select()).data ?? []).toEqual([]);
      expect((await client.from("testimonials").insert(draft)).error).not.toBeNull();
    }
    expect((await callers.service.from("testimonials").select("published").eq("id", id).single()).data).toEqual({
      published: false,
    });
    await callers.service.from("testimonials").delete().eq("id", id);
  });
});
