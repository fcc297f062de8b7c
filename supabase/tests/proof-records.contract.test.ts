/**
 * Contract tests for the client logos and case study figures (migration 20261203140000, ADR 078)
 * with the real supabase-js client: admins manage them; a visitor and a user read only the
 * published ones, through the settings read the public pages make, and write none; a client's
 * figures are published only with a consent date.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, callersForFile } from "../local/contract-helpers";

const callers = callersForFile();

const logo = { name: "Ruiz Family Dental", image_url: "/images/logos/ruiz.svg", link_url: "https://ruiz.example" };
const figure = {
  case_study: "veterinary-practice-tampa-growth",
  client_name: "Bayshore Animal Clinic",
  label: "Site health",
  unit: "percent",
  before: 41,
  after: 88,
};

describe.each<[string, Record<string, unknown>, Record<string, string>]>([
  ["client_logos", logo, {}],
  ["case_study_figures", figure, { consent_date: "2026-11-30" }],
])("%s", (table, draft, consent) => {
  it("an admin adds a draft, publishes it, and deletes it", async () => {
    const created = await callers.admin.from(table).insert(draft).select("id, published, updated_by").single();
    expect(created).toMatchObject({ status: 201, data: { published: false, updated_by: ADMIN.id } });
    const id = created.data!.id as string;
    const published = await callers.admin
      .from(table)
      .update({ published: true, ...consent })
      .eq("id", id)
      .select("published")
      .single();
    expect(published.data).toEqual({ published: true });
    expect((await callers.admin.from(table).delete().eq("id", id).select("id")).data).toEqual([{ id }]);
  });

  it("a visitor and a user read only the published ones, with the settings, and write none", async () => {
    const [shown, hidden] = await Promise.all(
      [true, false].map((published) =>
        callers.service
          .from(table)
          .insert({ ...draft, ...consent, published })
          .select("id")
          .single()
          .then((answer) => answer.data!.id as string),
      ),
    );
    for (const client of [callers.anon, callers.user]) {
      const settings = await client.from("site_settings").select(`promo_text, ${table}(id)`).single();
      const ids = ((settings.data as unknown as Record<string, unknown>)[table] as { id: string }[]).map(
        (row) => row.id,
      );
      expect(ids).toContain(shown);
      expect(ids).not.toContain(hidden);
      expect((await client.from(table).select("id").eq("id", hidden)).data).toEqual([]);
      expect((await client.from(table).update({ published: true }).eq("id", hidden).select()).data ?? []).toEqual([]);
      expect((await client.from(table).delete().eq("id", shown).select()).data ?? []).toEqual([]);
      expect((await client.from(table).insert(draft)).error).not.toBeNull();
    }
    expect((await callers.service.from(table).select("published").eq("id", hidden).single()).data).toEqual({
      published: false,
    });
    await callers.service.from(table).delete().in("id", [shown, hidden]);
  });

  it("keeps a row's identity from the admin's API", async () => {
    const created = await callers.admin.from(table).insert(draft).select("id").single();
    const id = created.data!.id as string;
    expect((await callers.admin.from(table).update({ id: crypto.randomUUID() }).eq("id", id)).error?.code).toBe(
      "42501",
    );
    await callers.admin.from(table).delete().eq("id", id);
  });
});

describe("client_logos", () => {
  it.each([
    ["an empty name", { name: " " }],
    ["an image on a javascript: address", { image_url: "javascript:alert(1)" }],
    ["an image on another host without a scheme", { image_url: "//evil.example/x.png" }],
    ["an http link", { link_url: "http://ruiz.example" }],
    ["a second site", { site: false }],
  ])("refuses %s", async (_label, change) => {
    const result = await callers.admin.from("client_logos").insert({ ...logo, ...change });
    expect(result.error?.code).toMatch(/^(23514|23503|42501)$/);
  });
});

describe("case_study_figures", () => {
  it.each([
    ["a client's figures published without a consent date", { published: true }],
    ["an empty client name", { client_name: " " }],
    ["a percentage over 100", { after: 101 }],
    ["an index that starts at 0", { unit: "index", before: 0 }],
    ["an unknown kind of figure", { unit: "dollars" }],
    ["a case study slug with markup", { case_study: "<b>x</b>" }],
  ])("refuses %s", async (_label, change) => {
    const result = await callers.admin.from("case_study_figures").insert({ ...figure, ...change });
    expect(result.error?.code).toMatch(/^(23514|23503|42501)$/);
  });

  it("keeps the consent waiver from the admin's API", async () => {
    const waived = await callers.admin
      .from("case_study_figures")
      .insert({ ...figure, illustrative: true, published: true });
    expect(waived.error?.code).toBe("42501");
  });
});
