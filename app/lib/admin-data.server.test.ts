/**
 * The admin and account data functions against the local stand-in, with the admin's (or user's)
 * own session as the pages use them, counting the requests each one sends to the database:
 * the numbers the route modules' comments and the report give.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN, anonClient, serviceClient, USER } from "../../supabase/local/contract-helpers";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../supabase/local/keys";
import { startStandIn, type StandIn } from "../../supabase/local/stand-in";
import { totpCode } from "../../supabase/local/totp";
import { loadAnalytics } from "./analytics/analytics.server";
import { listAuditRequests } from "./audit/audit-list.server";
import { CSV_CHUNK_ROWS, leadsCsvStream } from "./leads/csv-export.server";
import { parseInboxFilters } from "./leads/inbox-filters";
import { addLeadNote, changeLeadStatus, getLead, listLeads, newLeadCount } from "./leads/inbox.server";
import { createProject, deleteProject, getProject, listProjects } from "./projects/projects.server";
import { saveSiteSettings, storedSiteSettings } from "./site/settings.server";
import { createWidget, deleteWidget, getWidget, listWidgets, publicWidget } from "./widgets/widgets.server";

let standIn: StandIn;
let requests: string[] = [];
let admin: AppLoadContext;
let user: AppLoadContext;

/** A signed-in client whose database requests are counted. */
async function sessionContext(account: { email: string; password: string }): Promise<AppLoadContext> {
  const counting: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/rest/v1/")) requests.push(`${init?.method ?? "GET"} ${new URL(url).pathname}`);
    return fetch(input, init);
  };
  const supabase: SupabaseClient = anonClient(standIn.url, counting);
  const { error } = await supabase.auth.signInWithPassword(account);
  if (error) throw error;
  // Admin data needs the second step (aal2): the demo admin's seeded authenticator app.
  if ("totpSecret" in account) {
    const { totpFactorId: factorId, totpSecret } = account as typeof ADMIN;
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totpSecret) });
    if (verified.error) throw verified.error;
  }
  const env = {
    SUPABASE_URL: standIn.url,
    SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
  } as Env;
  return { env, auth: { client: () => ({ supabase, headers: new Headers() }) } } as unknown as AppLoadContext;
}

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  [admin, user] = await Promise.all([sessionContext(ADMIN), sessionContext(USER)]);
}, 180_000);
afterAll(async () => {
  await standIn?.stop();
});
beforeEach(() => {
  requests = [];
});

const filters = (query = "") => parseInboxFilters(new URLSearchParams(query));

describe("the lead inbox", () => {
  it("lists a page newest first with the filter's total: 1 query", async () => {
    const page = await listLeads(admin, filters());
    expect(requests).toHaveLength(1);
    expect(page.total).toBe(7);
    expect(page.leads.map((lead) => lead.name).slice(0, 2)).toEqual(["Tom Baker", "Priya Nair"]);
    expect(page.leads.find((lead) => lead.source === "widget")?.widget?.name).toBe("Partner site lead form");
  });

  it("filters by status, source and service and searches name, email or company", async () => {
    expect((await listLeads(admin, filters("status=won"))).leads.map((l) => l.name)).toEqual(["Jane Rivera"]);
    expect((await listLeads(admin, filters("source=demo"))).total).toBe(2);
    expect((await listLeads(admin, filters("service=technical-seo"))).leads.map((l) => l.name)).toEqual(["Lee Chen"]);
    expect((await listLeads(admin, filters("q=OUTFITTERS"))).leads.map((l) => l.name)).toEqual(["Lee Chen"]);
    expect((await listLeads(admin, filters("q=nair-vet.example"))).leads.map((l) => l.name)).toEqual(["Priya Nair"]);
    expect((await listLeads(admin, filters("q=100%25"))).total).toBe(0);
    expect(requests).toHaveLength(6);
  });

  it("counts new leads: 1 query; a user's session counts none", async () => {
    expect(await newLeadCount(admin)).toBe(3);
    expect(requests).toHaveLength(1);
    expect(await newLeadCount(user)).toBe(0);
  });

  it("counts nothing, and logs no failure, for a session the database no longer takes", async () => {
    // What a signed-out admin's stale cookie leaves the request's client with: no session at all.
    const anonymous = {
      env: { SUPABASE_URL: standIn.url, SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY } as Env,
      auth: { client: () => ({ supabase: anonClient(standIn.url), headers: new Headers() }) },
    } as unknown as AppLoadContext;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await newLeadCount(anonymous)).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("reads a lead with its notes and timeline in 1 query, and records a status change and a note with the admin", async () => {
    const jane = (await listLeads(admin, filters("q=jane@riverview"))).leads[0]!;
    requests = [];
    const before = await getLead(admin, jane.id);
    expect(requests).toHaveLength(1);
    expect(before!.notes).toHaveLength(1);
    const kinds = before!.timeline.map((entry) => entry.kind);
    expect(kinds[0]).toBe("received");
    expect([...kinds].sort()).toEqual(["note", "received", "status", "status", "status"]);
    const owen = (await listLeads(admin, filters("q=owen"))).leads[0]!;
    requests = [];
    expect(await changeLeadStatus(admin, owen.id, "qualified")).toBe(true);
    expect(await addLeadNote(admin, owen.id, "Budget approved after all.")).toBe(true);
    expect(requests).toHaveLength(2);
    const after = await getLead(admin, owen.id);
    expect(after!.lead.status).toBe("qualified");
    expect(after!.timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: "status", from: "lost", to: "qualified", actor: "Ada Admin" }),
      expect.objectContaining({ kind: "note", note: "Budget approved after all.", actor: "Ada Admin" }),
    ]);
    expect(await getLead(admin, 999_999)).toBeNull();
    expect(await changeLeadStatus(admin, 999_999, "won")).toBe(false);
    expect(await addLeadNote(admin, 999_999, "x")).toBe(false);
  });

  it("gives a user's session nothing to read or change", async () => {
    const id = (await listLeads(admin, filters())).leads[0]!.id;
    expect(await getLead(user, id)).toBeNull();
    expect(await changeLeadStatus(user, id, "won")).toBe(false);
    await expect(addLeadNote(user, id, "x")).rejects.toBeInstanceOf(Response);
  });
});

describe("the CSV export", () => {
  /** The file as a spreadsheet reads it, its byte-order mark kept. */
  async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
  }

  it("streams the filtered leads by keyset, 1,000 a query, every lead once", async () => {
    const rows = Array.from({ length: 2 * CSV_CHUNK_ROWS + 50 }, (_, i) => ({
      kind: "contact",
      name: `Bulk ${i}`,
      email: `bulk${i}@bulk.example`,
      message: i === 7 ? '=HYPERLINK("http://evil.example","click")' : "hello",
      submission_id: crypto.randomUUID(),
      // Many leads share a time, so the keyset must break ties by id.
      // Long before the analytics' periods, which the tests below count.
      created_at: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 1000).toISOString(),
    }));
    const { error } = await serviceClient(standIn.url).from("leads").insert(rows);
    expect(error).toBeNull();
    requests = [];
    const csv = await text(await leadsCsvStream(admin, filters("q=bulk.example")));
    expect(requests).toHaveLength(3);
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFF"id","received (UTC)","status","source","widget","name","email","company","phone","service","message","preferred date","preferred time","email domain"',
    );
    expect(lines).toHaveLength(rows.length + 1);
    const emails = lines.slice(1).map((line) => /"(bulk\d+@bulk\.example)"/.exec(line)?.[1]);
    expect(new Set(emails).size).toBe(rows.length);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it("answers the header alone for a filter that matches nothing: 1 query", async () => {
    const csv = await text(await leadsCsvStream(admin, filters("q=nobody-at-all")));
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });
});

describe("audits and analytics", () => {
  it("lists audit requests with the matching lead: 1 query", async () => {
    const page = await listAuditRequests(admin, 1);
    expect(requests).toHaveLength(1);
    const dental = page.audits.find((audit) => audit.hostname === "www.riverview-dental.example");
    expect(dental).toMatchObject({ domain: "riverview-dental.example", matchingLeadId: expect.any(Number) });
    expect(page.audits.find((audit) => audit.hostname === "example.org")?.matchingLeadId).toBeNull();
  });

  it("reads the analytics of 7, 30 or 90 days in 3 queries, zero-filled", async () => {
    const month = await loadAnalytics(admin, 30);
    expect(requests).toHaveLength(3);
    expect(month.days).toHaveLength(30);
    expect(month.leadsPerDay).toHaveLength(30);
    expect(month.leadTotals).toEqual({ contact: 4, demo: 2, widget: 1, audit: 0 });
    expect(month.topDomains[0]).toMatchObject({ domain: "umas-bakery.example", audits: 2 });
    expect(month.auditTotal).toBe(7);
    const week = await loadAnalytics(admin, 7);
    expect(week.leadTotals).toEqual({ contact: 2, demo: 1, widget: 1, audit: 0 });
  });
});

describe("widgets, settings and projects", () => {
  it("creates, lists, reads and deletes a widget, 1 query each; the preview reads it with the service role", async () => {
    const id = await createWidget(admin, {
      name: "Test badge",
      kind: "review",
      heading: "",
      buttonLabel: "",
      theme: "dark",
      service: "",
      allowedOrigins: ["https://partner.example"],
    });
    expect((await listWidgets(admin)).map((widget) => widget.name)).toContain("Test badge");
    expect(await getWidget(admin, id)).toMatchObject({ kind: "review", settings: { theme: "dark" } });
    expect(await deleteWidget(admin, id)).toBe(true);
    expect(requests).toHaveLength(4);
    expect(await publicWidget(admin.env, "b0000000-0000-4000-8000-000000000001")).toMatchObject({
      allowedOrigins: ["https://partner.example"],
    });
    expect(await getWidget(user, "b0000000-0000-4000-8000-000000000001")).toBeNull();
  });

  it("reads and saves the settings, 1 query each", async () => {
    const stored = await storedSiteSettings(admin);
    const saved = await saveSiteSettings(admin, {
      promoText: "Winter sale",
      promoEnabled: true,
      phoneTollFree: stored.phones.tollFree,
      phoneTampa: stored.phones.tampa,
      phoneMiami: stored.phones.miami,
      phoneWyoming: stored.phones.wyoming,
      auditProviderUserId: stored.auditProviderUserId,
      contactEmail: "sales@rankwell.example",
      crmLoginUrl: "",
    });
    expect(saved).toMatchObject({
      promo: { text: "Winter sale", enabled: true },
      contactEmail: "sales@rankwell.example",
    });
    expect(requests).toHaveLength(2);
  });

  it("lists a user's projects with recent audits in 1 query, and hides them from anyone else", async () => {
    const projects = await listProjects(user);
    expect(requests).toHaveLength(1);
    expect(projects).toEqual([
      expect.objectContaining({
        name: "Uma's Bakery",
        audits: [expect.objectContaining({ url: "https://umas-bakery.example/menu" }), expect.anything()],
      }),
    ]);
    expect(await getProject(admin, projects[0]!.id)).toBeNull();
    expect(await deleteProject(admin, projects[0]!.id)).toBe(false);
    const id = await createProject(user, { name: "Second site", url: "https://second.example/" });
    expect(await getProject(user, id)).toMatchObject({ name: "Second site", audits: [] });
    expect(await deleteProject(user, id)).toBe(true);
  });
});
