/**
 * Issue 10's "Done when", the parts not in lead-inbox.spec.ts and access.spec.ts: a filled
 * honeypot stores nothing, the 429 past the limit keeps the values, a widget made in
 * /admin/embeds renders, posts a lead and is framed only by its own sites, and a settings change
 * reaches the home page. Without JavaScript, as the forms are sent by the least capable browser.
 */
import { expect, test } from "@playwright/test";
import { rateLimitMessages } from "~/content/limits";
import { contactFormCopy } from "~/content/lead-forms";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { DEMO_ADMIN, freshEmail } from "./support/accounts";
import { renderedTraps, visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { contactBody } from "./support/form-bodies";
import { TEST_ORIGIN } from "./support/servers";
import { signedInState } from "./support/sessions";
import { selectAsServiceRole } from "./support/supabase-admin";

test.use({ javaScriptEnabled: false });

/**
 * The embedding sites, served by the test itself (page.route). Loopback http origins on another
 * host name than the site's 127.0.0.1: cross-origin, and no mixed content as an https page would be.
 */
const PARTNER = "http://localhost:4101";
const STRANGER = "http://localhost:4102";

let adminState: Awaited<ReturnType<typeof signedInState>>;

test.beforeAll(async ({ browser }) => {
  adminState = await signedInState(browser, DEMO_ADMIN);
});

test("a contact form with its honeypot filled is thanked and stores nothing", async ({ request }) => {
  const headers = { "CF-Connecting-IP": visitorAddress() };
  const traps = await renderedTraps(request, "/contact");
  const trapName = Object.keys(traps).find((name) => name.startsWith(HONEYPOT_FIELD))!;
  const body = contactBody({ ...traps, [trapName]: "https://spam.example" });
  const response = await request.post("/contact", { form: body, headers, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
  expect(await selectAsServiceRole("leads", `select=id&email=eq.${encodeURIComponent(body.email!)}`)).toEqual([]);
});

test("past the limit the contact form answers 429 with Retry-After, the message, and the typed values", async ({
  request,
}) => {
  const headers = { "CF-Connecting-IP": visitorAddress() };
  const traps = await renderedTraps(request, "/contact");
  let last = await request.post("/contact", { form: contactBody(traps), headers, maxRedirects: 0 });
  for (let sent = 1; sent < 12 && last.status() !== 429; sent++) {
    last = await request.post("/contact", {
      form: contactBody({ ...traps, name: "Rita Repeat", company: "Repeat & Sons" }),
      headers,
      maxRedirects: 0,
    });
  }
  expect(last.status()).toBe(429);
  expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
  const html = await last.text();
  expect(html).toContain(rateLimitMessages.tooMany.replace(/'/g, "&#x27;"));
  expect(html).toContain('value="Rita Repeat"');
  expect(html).toContain('value="Repeat &amp; Sons"');
});

test("a widget made in /admin/embeds renders, sends a lead with itself as the source, and only its sites frame it", async ({
  browser,
}) => {
  test.slow();
  const admin = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
  const page = await admin.newPage();
  const name = `Partner form ${Date.now()}`;
  await page.goto("/admin/embeds");
  const form = page.getByRole("form", { name: "New widget" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Kind").selectOption("lead");
  await form.getByLabel("Heading").fill("Ask our partner's SEO team");
  await form.getByLabel("Sites allowed to embed it").fill(PARTNER);
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = /\/admin\/embeds\/([0-9a-f-]{36})(?:#.*)?$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  const snippet = await page.getByLabel("Embed code").inputValue();
  expect(snippet).toContain(`src="${TEST_ORIGIN}/widget-preview/${id}"`);
  await admin.close();

  // The visitor's side: the preview page, framed by its own site and by another.
  const visitor = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const framePage = async (origin: string) => {
    const host = await visitor.newPage();
    await host.route(`${origin}/`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Host</title>${snippet}` }),
    );
    await host.goto(`${origin}/`);
    return host;
  };
  const partner = await framePage(PARTNER);
  // The page's load waits for its frame; a loaded shared machine can take a while.
  await partner.waitForLoadState("load", { timeout: 30_000 });
  await expect(partner.frameLocator("iframe").getByRole("heading", { name: "Ask our partner's SEO team" })).toBeVisible(
    { timeout: 20_000 },
  );
  const stranger = await framePage(STRANGER);
  await stranger.waitForLoadState("load", { timeout: 30_000 });
  const strangerFrame = stranger.frames().find((frame) => frame !== stranger.mainFrame());
  expect(strangerFrame).toBeTruthy();
  expect(await strangerFrame!.locator("h1").count()).toBe(0);

  const preview = await visitor.newPage();
  const response = await preview.goto(`/widget-preview/${id}`);
  expect(response?.headers()["content-security-policy"]).toContain(`frame-ancestors ${PARTNER}`);
  const email = freshEmail("widget");
  await preview.getByLabel("Full name").fill("Wanda Widget");
  await preview.getByLabel("Work email").fill(email);
  await preview.getByLabel("How can we help?").fill("Found you on our partner's site.");
  await waitOutTimeTrap(preview);
  await preview.getByRole("button", { name: "Send" }).click();
  await expect(preview.getByRole("status")).toHaveText(contactFormCopy.success);
  await visitor.close();

  const [lead] = await selectAsServiceRole<{ kind: string; widget_id: string }>(
    "leads",
    `select=kind,widget_id&email=eq.${encodeURIComponent(email)}`,
  );
  expect(lead).toEqual({ kind: "widget", widget_id: id });
});

test("a settings change shows on the home page", async ({ browser }) => {
  const admin = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
  const page = await admin.newPage();
  await page.goto("/admin/settings");
  const banner = page.getByLabel("Banner text");
  const before = await banner.inputValue();
  const text = `Spring offer ${Date.now()}: a free technical audit with every plan.`;
  try {
    await banner.fill(text);
    await page.getByLabel("Show the promo banner").check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toContainText("Settings saved.");
    const home = await admin.newPage();
    await home.goto("/");
    await expect(home.getByText(text)).toBeVisible();
  } finally {
    await page.goto("/admin/settings");
    await page.getByLabel("Banner text").fill(before);
    await page.getByRole("button", { name: "Save settings" }).click();
    await admin.close();
  }
});
