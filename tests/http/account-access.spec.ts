/**
 * Access, twice: the Worker's guards (signed out → sign-in and back, a user → 403 on every admin
 * page and action, an admin → every admin page, someone else's project → 404) and the database's
 * own rules, tried straight through /rest/v1 with the public key and with a user's token. What a
 * browser adds (the 403 page and the admin's navigation drawn, with JavaScript) is in
 * tests/e2e/auth-roles.spec.ts.
 */
import { DEMO_USER } from "../e2e/support/accounts";
import { apiAccount, apiAdmin, signInByRequest } from "../e2e/support/account-setup";
import { visitorAddress } from "../e2e/support/bot-traps";
import { TEST_SUPABASE_URL } from "../e2e/support/servers";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";
import { LOCAL_ANON_KEY } from "../../supabase/local/keys";
import { byRole, oneByRole, readableText } from "./support/a11y";
import { expect, isRendered, served, test, textOf, type APIRequestContext, type Served } from "./support/test";

const SEEDED_WIDGET = "b0000000-0000-4000-8000-000000000001";
/** The seed's first testimonial (supabase/seed.sql): "Practice owner", published. */
const SEEDED_TESTIMONIAL = "e0000000-0000-4000-8000-000000000001";
/** A seeded case study figure (supabase/seed.sql, ADR 078). */
const SEEDED_FIGURE = "f0000000-0000-4000-8000-000000000001";
const SEEDED_PROJECT = "c0000000-0000-4000-8000-000000000001";
/** The newest seeded lead (Tom Baker), status new; no test changes it. */
const SEEDED_LEAD = 7;

const ADMIN_PAGES = [
  "/admin/leads",
  "/admin/leads?status=new",
  `/admin/leads/${SEEDED_LEAD}`,
  "/admin/leads.csv",
  "/admin/audits",
  "/admin/analytics",
  "/admin/analytics?days=7",
  "/admin/embeds",
  `/admin/embeds/${SEEDED_WIDGET}`,
  "/admin/settings",
  "/admin/proof",
  `/admin/proof/${SEEDED_TESTIMONIAL}`,
  "/admin/proof/reviews",
  "/admin/proof/reviews/company",
  "/admin/proof/reviews/tampa",
  "/admin/launch",
  "/admin/proof/logos",
  "/admin/proof/case-studies",
  `/admin/proof/case-studies/${SEEDED_FIGURE}`,
];

/** Every admin action, with a body that an admin's browser would send. */
const ADMIN_ACTIONS: Array<[string, Record<string, string>]> = [
  [`/admin/leads/${SEEDED_LEAD}`, { intent: "status", status: "won" }],
  [`/admin/leads/${SEEDED_LEAD}`, { intent: "note", body: "Written by a user" }],
  ["/admin/embeds", { name: "Hijack", kind: "lead", theme: "light", allowedOrigins: "https://evil.example" }],
  [
    `/admin/embeds/${SEEDED_WIDGET}`,
    { intent: "save", name: "Hijacked", kind: "lead", theme: "light", allowedOrigins: "https://evil.example" },
  ],
  [`/admin/embeds/${SEEDED_WIDGET}`, { intent: "delete" }],
  [
    "/admin/proof",
    { name: "Hijack", quote: "Written by someone who is not an admin.", rating: "5", planId: "", position: "0" },
  ],
  [
    `/admin/proof/${SEEDED_TESTIMONIAL}`,
    {
      intent: "save",
      ...{ name: "Hijack", quote: "Written by someone who is not an admin.", rating: "5", planId: "", position: "0" },
    },
  ],
  [`/admin/proof/${SEEDED_TESTIMONIAL}`, { intent: "delete" }],
  ["/admin/proof/reviews/company", { rating: "1.0", count: "1", sourceUrl: "https://evil.example/r", confirmed: "on" }],
  [
    "/admin/proof/reviews/tampa",
    { streetAddress: "1 Hijack Way", rating: "1.0", count: "1", sourceUrl: "https://evil.example/r", confirmed: "on" },
  ],
  ["/admin/proof/logos", { name: "Hijack", imageUrl: "/favicon.svg", position: "0", published: "on" }],
  [
    "/admin/proof/case-studies",
    { caseStudy: "veterinary-practice-tampa-growth", clientName: "Hijack", label: "Hijack", unit: "percent" },
  ],
  [`/admin/proof/case-studies/${SEEDED_FIGURE}`, { intent: "delete" }],
  [
    "/admin/settings",
    {
      promoText: "Hijacked",
      promoEnabled: "on",
      phoneTollFree: "1",
      phoneTampa: "1",
      phoneMiami: "1",
      phoneWyoming: "1",
      auditProviderUserId: "x",
      contactEmail: "a@b.co",
    },
  ],
];

const headings = (page: Served) => [...page.document.querySelectorAll("h1")].map(textOf);
const accountNav = (page: Served) => oneByRole(page.document, "navigation", { name: "Account", exact: true });

test.describe("the Worker's guards", () => {
  test("signed out, every admin page and action goes to sign-in and back", async ({ request }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    for (const [path, form] of ADMIN_ACTIONS) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
    }
  });

  test("a user gets 403 on every admin page and every admin action, and changes nothing", async ({ request }) => {
    await signInByRequest(request, await apiAccount("not-admin", "Una User"));
    for (const path of ADMIN_PAGES) {
      const page = await served(request, path);
      expect(page.status, path).toBe(403);
      if (path.endsWith(".csv")) continue;
      expect(readableText(page.document), path).toContain("You do not have access to this page.");
      expect(headings(page), path).toEqual(["403"]);
      // No way to the admin pages: no link named Leads (getByRole's name match: any case, any part).
      expect(byRole(page.document, "link", { name: /leads/i }).map(textOf), path).toEqual([]);
    }
    for (const [path, form] of ADMIN_ACTIONS) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), `POST ${path} ${form.intent ?? ""}`).toBe(403);
    }
    const [lead] = await selectAsServiceRole<{ status: string }>("leads", `select=status&id=eq.${SEEDED_LEAD}`);
    expect(lead?.status).toBe("new");
    expect(await selectAsServiceRole("lead_notes", "select=id&body=eq.Written%20by%20a%20user")).toEqual([]);
    expect(await selectAsServiceRole("widgets", `select=name&id=eq.${SEEDED_WIDGET}`)).toEqual([
      { name: "Partner site lead form" },
    ]);
    const [settings] = await selectAsServiceRole<{ promo_text: string }>("site_settings", "select=promo_text");
    expect(settings?.promo_text).not.toBe("Hijacked");
    expect(await selectAsServiceRole("testimonials", `select=name,published&id=eq.${SEEDED_TESTIMONIAL}`)).toEqual([
      { name: "Practice owner", published: true },
    ]);
    expect(await selectAsServiceRole("testimonials", "select=id&name=eq.Hijack")).toEqual([]);
  });

  test("an admin signs in through the code to the leads and gets every admin page, none indexed", async ({
    request,
  }) => {
    const admin = await apiAdmin("roles-admin", "Ada Roles");
    expect(await signInByRequest(request, admin, "/admin/leads")).toBe("/admin/leads");
    const inbox = await served(request, "/admin/leads");
    expect(inbox.status).toBe(200);
    expect(headings(inbox)).toEqual(["Leads"]);
    expect(textOf(inbox.document.querySelector('[data-testid="viewer-name"]'))).toBe(admin.name);
    for (const name of ["Analytics", "Embeds", "Settings"]) {
      expect(byRole(inbox.document, "link", { name, exact: true }).length, name).toBeGreaterThan(0);
    }
    // Leads carries the number of new leads, read as part of its name ("Leads, 3 new").
    expect(byRole(inbox.document, "link", { name: /^Leads\W*\d+\+?\s*new$/ }).length).toBeGreaterThan(0);
    for (const path of ADMIN_PAGES) {
      const page = await served(request, path);
      expect(page.status, path).toBe(200);
      if (path.endsWith(".csv")) continue;
      const robots = [...page.document.querySelectorAll('meta[name="robots"]')].map((meta) =>
        meta.getAttribute("content"),
      );
      expect(robots, path).toEqual(["noindex,nofollow"]);
    }
  });

  test("a user cannot open, rename or delete another user's project (404); its owner can open it", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signInByRequest(request, await apiAccount("stranger"));
    const seeded = await served(request, `/project/${SEEDED_PROJECT}`);
    expect(seeded.status).toBe(404);
    expect(readableText(seeded.document)).toContain("Oops! Page not found");
    expect((await served(request, "/project/c0000000-0000-4000-8000-00000000ffff")).status).toBe(404);
    expect((await served(request, "/project/not-a-uuid")).status).toBe(404);
    const forms: Record<string, string>[] = [{ intent: "delete" }, { intent: "rename", name: "Mine now" }];
    for (const form of forms) {
      const response = await request.post(`/project/${SEEDED_PROJECT}`, { form, maxRedirects: 0 });
      expect(response.status(), form.intent).toBe(404);
    }

    // Its owner, the demo user: the project opens, and the account navigation stays on Dashboard.
    const owner = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
    });
    await signInByRequest(owner, DEMO_USER);
    const project = await served(owner, `/project/${SEEDED_PROJECT}`);
    expect(project.status).toBe(200);
    expect(headings(project)).toEqual(["Uma's Bakery"]);
    const current = [...accountNav(project).querySelectorAll('a[aria-current="page"]')].filter(isRendered);
    expect(current.map(textOf)).toEqual(["Dashboard"]);
    await owner.dispose();
  });
});

/** A REST request to the local Supabase with the public key and, optionally, a user's token. */
function rest(request: APIRequestContext, method: string, path: string, token?: string, data?: unknown) {
  return request.fetch(`${TEST_SUPABASE_URL}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token ?? LOCAL_ANON_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    data,
  });
}

test.describe("the database's own rules, through /rest/v1", () => {
  test("an anonymous POST /rest/v1/leads is refused, one lead or fifty", async ({ request }) => {
    const lead = { kind: "contact", name: "Direct", email: "direct@example.com", message: "Around the site" };
    expect((await rest(request, "POST", "leads", undefined, lead)).status()).toBe(401);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...lead, email: `direct${i}@example.com` }));
    expect((await rest(request, "POST", "leads", undefined, fifty)).status()).toBe(401);
    expect(
      (
        await rest(request, "POST", "audit_requests", undefined, { url: "https://x.example", hostname: "x.example" })
      ).status(),
    ).toBe(401);
    for (const table of ["leads", "lead_notes", "lead_events", "widgets", "projects"]) {
      expect((await rest(request, "GET", `${table}?select=*`)).status(), table).toBe(401);
    }
    expect(await selectAsServiceRole("leads", "select=id&email=like.direct*")).toEqual([]);
  });

  test("a user's own token reads no lead, note or widget and changes none of them, nor a setting", async ({
    request,
  }) => {
    const signIn = await request.post(`${TEST_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
      headers: { apikey: LOCAL_ANON_KEY },
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    for (const table of ["leads", "lead_notes", "lead_events", "widgets", "lead_daily_counts"]) {
      const read = await rest(request, "GET", `${table}?select=*`, token);
      expect(read.status(), table).toBe(200);
      expect(await read.json(), table).toEqual([]);
    }
    expect(await (await rest(request, "PATCH", `leads?id=eq.${SEEDED_LEAD}`, token, { status: "won" })).json()).toEqual(
      [],
    );
    expect((await rest(request, "PATCH", `leads?id=eq.${SEEDED_LEAD}`, token, { name: "Changed" })).status()).toBe(403);
    expect((await rest(request, "DELETE", `leads?id=eq.${SEEDED_LEAD}`, token)).status()).toBe(403);
    expect(
      (await rest(request, "POST", "leads", token, { kind: "contact", name: "U", email: "u@example.com" })).status(),
    ).toBe(403);
    expect((await rest(request, "POST", "lead_notes", token, { lead_id: SEEDED_LEAD, body: "Mine" })).status()).toBe(
      403,
    );
    expect(
      await (await rest(request, "PATCH", `widgets?id=eq.${SEEDED_WIDGET}`, token, { name: "Mine" })).json(),
    ).toEqual([]);
    expect(
      await (await rest(request, "PATCH", "site_settings?id=eq.true", token, { promo_text: "Mine" })).json(),
    ).toEqual([]);
    expect(await selectAsServiceRole("leads", `select=status,name&id=eq.${SEEDED_LEAD}`)).toEqual([
      { status: "new", name: "Tom Baker" },
    ]);
  });
});
