/**
 * Contract tests for public.web_vitals and its p75 view (migration 20261123000000) against the
 * local stand-in, with the real supabase-js client: only the service role writes, only admins
 * read, and rows the collector would never send are refused.
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

const row = (value: number, extra: Record<string, unknown> = {}) => ({
  page: "/contact",
  metric: "LCP",
  value,
  rating: "good",
  navigation_type: "navigate",
  ...extra,
});

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  anon = anonClient(standIn.url);
  service = serviceClient(standIn.url);
  [admin, user] = await Promise.all([
    signedInAal2(standIn.url, ADMIN).then((aal2) => aal2.client),
    signedIn(standIn.url, USER),
  ]);
});
afterAll(async () => {
  await standIn?.stop();
});

describe("web_vitals", () => {
  it("the service role writes rows; visitors and users cannot", async () => {
    const values = [1000, 1200, 1400, 1600, 3000];
    expect((await service.from("web_vitals").insert(values.map((value) => row(value)))).status).toBe(201);
    expect((await anon.from("web_vitals").insert(row(900))).error?.code).toBe("42501");
    expect((await user.from("web_vitals").insert(row(900))).error?.code).toBe("42501");
  });

  it("only admins read rows and the p75 view", async () => {
    const rows = await admin.from("web_vitals").select("page, metric, value").order("value");
    expect(rows.data?.map((r) => r.value)).toEqual([1000, 1200, 1400, 1600, 3000]);
    // percentile_cont(0.75) of five values: the fourth, 1600.
    const p75 = await admin.from("web_vitals_p75").select("page, metric, p75, samples");
    expect(p75.data).toEqual([{ page: "/contact", metric: "LCP", p75: 1600, samples: 5 }]);
    expect((await user.from("web_vitals").select("*")).data).toEqual([]);
    expect((await user.from("web_vitals_p75").select("*")).data).toEqual([]);
    expect((await anon.from("web_vitals_p75").select("*")).error?.code).toBe("42501");
    // The site's view likewise (migration 20261202200000).
    const site = await admin.from("web_vitals_site_p75").select("metric, p75, samples");
    expect(site.data).toEqual([{ metric: "LCP", p75: 1600, samples: 5 }]);
    expect((await user.from("web_vitals_site_p75").select("*")).data).toEqual([]);
    expect((await anon.from("web_vitals_site_p75").select("*")).error?.code).toBe("42501");
  });

  it("refuses rows the collector would never send", async () => {
    for (const bad of [
      row(1, { metric: "FID" }),
      row(-1),
      row(600_001),
      row(1, { rating: "great" }),
      row(1, { page: "contact" }),
      row(1, { page: "/contact?email=someone@example.com" }),
      row(1, { navigation_type: "teleport" }),
    ]) {
      expect((await service.from("web_vitals").insert(bad)).error?.code, JSON.stringify(bad)).toBe("23514");
    }
  });

  it("admins cannot change or remove rows", async () => {
    const edited = await admin.from("web_vitals").update({ value: 1 }).eq("page", "/contact").select();
    expect(edited.error?.code).toBe("42501");
    const removed = await admin.from("web_vitals").delete().eq("page", "/contact").select();
    expect(removed.error?.code).toBe("42501");
  });
});
