/**
 * Contract tests for the widgets, site settings and admin views (migrations 20261123143000,
 * 000300 and 000400) with the real supabase-js client: admins manage widgets and settings and
 * read the views; a user's own token reads no widget and changes none, nor any setting; a visitor
 * reads the public settings and nothing else.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, callersForFile, USER } from "../local/contract-helpers";

const callers = callersForFile();

const widget = {
  name: "Homepage audit",
  kind: "audit",
  settings: { heading: "Free SEO audit", buttonLabel: "Audit my site", theme: "dark" },
  allowed_origins: ["https://partner.example", "https://shop.partner.example:8443", "http://127.0.0.1:4173"],
};

describe("widgets", () => {
  it("an admin creates, edits and deletes a widget", async () => {
    const created = await callers.admin.from("widgets").insert(widget).select("id, created_by").single();
    expect(created).toMatchObject({ status: 201, data: { created_by: ADMIN.id } });
    const id = created.data!.id as string;
    const edited = await callers.admin.from("widgets").update({ name: "Renamed" }).eq("id", id).select("name").single();
    expect(edited.data).toEqual({ name: "Renamed" });
    const deleted = await callers.admin.from("widgets").delete().eq("id", id).select("id");
    expect(deleted.data).toEqual([{ id }]);
  });

  it.each([
    ["an unknown kind", { kind: "popup" }],
    ["an unknown settings key", { settings: { heading: "Hi", script: "<script>" } }],
    ["a heading that is not text", { settings: { heading: 42 } }],
    ["an empty heading", { settings: { heading: "" } }],
    ["a button on a review badge", { kind: "review", settings: { buttonLabel: "Go" } }],
    ["a service on an audit form", { settings: { service: "local-seo" } }],
    ["an unknown theme", { settings: { theme: "neon" } }],
    ["settings that are not an object", { settings: ["heading"] }],
    ["an http origin off the loopback", { allowed_origins: ["http://partner.example"] }],
    ["an origin with a path", { allowed_origins: ["https://partner.example/page"] }],
    ["a wildcard origin", { allowed_origins: ["https://*.example"] }],
    ["a javascript: origin", { allowed_origins: ["javascript:alert(1)"] }],
    ["an upper-case origin", { allowed_origins: ["https://Partner.example"] }],
    ["too many origins", { allowed_origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) }],
  ])("refuses %s (23514)", async (_label, change) => {
    const result = await callers.admin.from("widgets").insert({ ...widget, ...change });
    expect(result).toMatchObject({ status: 400, error: { code: "23514" } });
  });

  it("a user's token reads no widget and changes none; a visitor is refused", async () => {
    const { data } = await callers.service.from("widgets").select("id").limit(1).single();
    const id = data!.id as string;
    expect((await callers.user.from("widgets").select("*")).data).toEqual([]);
    expect(await callers.user.from("widgets").insert(widget)).toMatchObject({ status: 403, error: { code: "42501" } });
    expect((await callers.user.from("widgets").update({ name: "Mine" }).eq("id", id).select()).data).toEqual([]);
    expect((await callers.user.from("widgets").delete().eq("id", id).select()).data).toEqual([]);
    expect(await callers.anon.from("widgets").select("*")).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await callers.anon.from("widgets").insert(widget)).toMatchObject({ status: 401 });
    expect((await callers.service.from("widgets").select("name").eq("id", id).single()).data).toEqual({
      name: "Partner site lead form",
    });
  });
});

describe("site settings", () => {
  it("anyone reads the one row", async () => {
    const { data, error } = await callers.anon
      .from("site_settings")
      .select("promo_text, promo_enabled, phone_toll_free, phone_tampa, phone_miami, phone_wyoming")
      .single();
    expect(error).toBeNull();
    // No phone number until the company enters its own (ADR 052): the fictional ones are cleared.
    expect(data).toMatchObject({
      promo_enabled: true,
      phone_toll_free: "",
      phone_tampa: "",
      phone_miami: "",
      phone_wyoming: "",
    });
  });

  it("a phone line is empty or 7 to 15 digits as people write them, as the form says", async () => {
    for (const bad of ["call us", "555-01", "(((---)))", "+1 813 555 0101 0101 01", "tel:+18135550101"]) {
      const refused = await callers.admin.from("site_settings").update({ phone_tampa: bad }).eq("id", true);
      expect(refused.error?.code, bad).toBe("23514");
    }
    const set = await callers.admin
      .from("site_settings")
      .update({ phone_tampa: "+1 (813) 555.0101" })
      .eq("id", true)
      .select("phone_tampa")
      .single();
    expect(set.data).toEqual({ phone_tampa: "+1 (813) 555.0101" });
    const cleared = await callers.admin
      .from("site_settings")
      .update({ phone_tampa: "" })
      .eq("id", true)
      .select("phone_tampa");
    expect(cleared.data).toEqual([{ phone_tampa: "" }]);
  });

  it("an admin changes them, stamped with who and when; a second row is impossible", async () => {
    const before = (await callers.service.from("site_settings").select("updated_at").single()).data!;
    const changed = await callers.admin
      .from("site_settings")
      .update({ promo_text: "Spring sale: 20% off Done-For-You.", promo_enabled: false })
      .eq("id", true)
      .select("promo_text, promo_enabled, updated_by, updated_at")
      .single();
    expect(changed.data).toMatchObject({ promo_enabled: false, updated_by: ADMIN.id });
    expect(Date.parse(changed.data!.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(before.updated_at as string),
    );
    expect(
      (await callers.admin.from("site_settings").update({ contact_email: "not-an-email" }).eq("id", true)).error?.code,
    ).toBe("23514");
    expect((await callers.admin.from("site_settings").update({ updated_by: USER.id }).eq("id", true)).error?.code).toBe(
      "42501",
    );
    const row = (await callers.service.from("site_settings").select("*").single()).data!;
    const second = await callers.service.from("site_settings").insert({ ...row, id: false });
    expect(second.error?.code).toBe("23514");
    expect((await callers.service.from("site_settings").insert(row)).error?.code).toBe("23505");
  });

  it("a user's token and a visitor change nothing", async () => {
    const byUser = await callers.user.from("site_settings").update({ promo_text: "Hacked" }).eq("id", true).select();
    expect(byUser).toMatchObject({ status: 200, data: [] });
    expect(await callers.anon.from("site_settings").update({ promo_text: "Hacked" }).eq("id", true)).toMatchObject({
      status: 401,
      error: { code: "42501" },
    });
    expect(await callers.user.from("site_settings").delete().eq("id", true)).toMatchObject({ status: 403 });
    expect((await callers.anon.from("site_settings").select("promo_text").single()).data?.promo_text).not.toBe(
      "Hacked",
    );
  });
});

describe("admin views", () => {
  it("admins read daily lead counts by source and status, daily audits and top domains", async () => {
    const leads = await callers.admin.from("lead_daily_counts").select("day, source, status, leads");
    expect(leads.error).toBeNull();
    const total = leads.data!.reduce((sum, row) => sum + (row.leads as number), 0);
    expect(total).toBe(7);
    expect(new Set(leads.data!.map((row) => row.source))).toEqual(new Set(["contact", "demo", "widget"]));
    const audits = await callers.admin.from("audit_daily_counts").select("day, audits").order("day");
    expect(audits.data!.reduce((sum, row) => sum + (row.audits as number), 0)).toBe(7);
    const top = await callers.admin
      .from("audit_top_domains")
      .select("domain, audits")
      .eq("period_days", 30)
      .order("audits", { ascending: false })
      .order("domain")
      .limit(1);
    expect(top.data).toEqual([{ domain: "umas-bakery.example", audits: 2 }]);
    const week = await callers.admin.from("audit_top_domains").select("domain").eq("period_days", 7).order("domain");
    expect(week.data!.map((row) => row.domain)).toEqual([
      "example.org",
      "nair-vet.example",
      "parkroofing.example",
      "shop.example.net",
      "umas-bakery.example",
    ]);
  });

  it("the audit overview names the newest lead from the audited domain", async () => {
    const { data } = await callers.admin
      .from("audit_request_overview")
      .select("hostname, matching_lead_id")
      .order("created_at", { ascending: false });
    const byHost = Object.fromEntries(data!.map((row) => [row.hostname, row.matching_lead_id !== null]));
    expect(byHost).toMatchObject({
      "www.riverview-dental.example": true,
      "shop.example.net": true,
      "umas-bakery.example": false,
      "example.org": false,
    });
  });

  it("users see only their own audits there and no lead counts; visitors are refused", async () => {
    expect((await callers.user.from("lead_daily_counts").select("*")).data).toEqual([]);
    const own = await callers.user.from("audit_request_overview").select("user_id, matching_lead_id");
    expect(own.data!.length).toBeGreaterThan(0);
    expect(own.data!.every((row) => row.user_id === USER.id && row.matching_lead_id === null)).toBe(true);
    for (const view of ["lead_daily_counts", "audit_daily_counts", "audit_top_domains", "audit_request_overview"]) {
      expect(await callers.anon.from(view).select("*"), view).toMatchObject({ status: 401, error: { code: "42501" } });
    }
  });
});
