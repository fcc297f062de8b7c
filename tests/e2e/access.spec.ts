/**
 * Access, twice: the Worker's guards (signed out → sign-in, a user → 403 on every admin page and
 * action, someone else's project → 404) and the database's own rules, tried straight through
 * /rest/v1 with the public key and with a user's token.
 */
import { expect, test, type APIRequestContext } from "./support/test";
import { createAccount, DEMO_USER } from "./support/accounts";
import { signedInState } from "./support/sessions";
import { TEST_SUPABASE_URL } from "./support/servers";
import { selectAsServiceRole } from "./support/supabase-admin";
import { LOCAL_ANON_KEY } from "../../supabase/local/keys";

const SEEDED_WIDGET = "b0000000-0000-4000-8000-000000000001";
const SEEDED_PROJECT = "c0000000-0000-4000-8000-000000000001";
/** The newest seeded lead (Tom Baker), status new; no test changes it. */
const SEEDED_LEAD = 7;

const ADMIN_PAGES = [
  "/admin/leads",
  "/admin/leads?status=new",
  `/admin/leads/${SEEDED_LEAD}`,
  "/admin/leads.csv",
  "/admin/audits",
  "/admin/analytics?days=7",
  "/admin/embeds",
  `/admin/embeds/${SEEDED_WIDGET}`,
  "/admin/settings",
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

test.describe("the Worker's guards, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

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

  test("a user gets 403 on every admin page and every admin action, and changes nothing", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedInState(browser, DEMO_USER),
    });
    const page = await context.newPage();
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      if (!path.endsWith(".csv"))
        await expect(page.getByText("You do not have access to this page."), path).toBeVisible();
    }
    for (const [path, form] of ADMIN_ACTIONS) {
      const response = await context.request.post(path, { form, maxRedirects: 0 });
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
    await context.close();
  });

  test("a user cannot open, rename or delete another user's project (404); its owner can open it", async ({
    browser,
  }) => {
    test.slow();
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const page = await stranger.newPage();
    await createAccount(page, "stranger");
    expect((await page.goto(`/project/${SEEDED_PROJECT}`))?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect((await page.goto("/project/c0000000-0000-4000-8000-00000000ffff"))?.status()).toBe(404);
    expect((await page.goto("/project/not-a-uuid"))?.status()).toBe(404);
    const forms: Record<string, string>[] = [{ intent: "delete" }, { intent: "rename", name: "Mine now" }];
    for (const form of forms) {
      const response = await stranger.request.post(`/project/${SEEDED_PROJECT}`, { form, maxRedirects: 0 });
      expect(response.status(), form.intent).toBe(404);
    }
    await stranger.close();

    const owner = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedInState(browser, DEMO_USER),
    });
    const ownerPage = await owner.newPage();
    expect((await ownerPage.goto(`/project/${SEEDED_PROJECT}`))?.status()).toBe(200);
    await expect(ownerPage.getByRole("heading", { level: 1, name: "Uma's Bakery" })).toBeVisible();
    await owner.close();
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
