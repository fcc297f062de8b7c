/**
 * Issue 10's "Done when", the parts not in lead-inbox.spec.ts and access.spec.ts: a filled
 * honeypot stores nothing, the 429 past the limit keeps the values, a widget made in
 * /admin/embeds renders, posts a lead and is framed only by its own sites, and a settings change
 * reaches the home page. Without JavaScript, as the forms are sent by the least capable browser.
 */
import { expect, test, type Page } from "./support/test";
import { rateLimitMessages } from "~/content/limits";
import { contactFormCopy } from "~/content/lead-forms";
import { widgetCopy } from "~/content/widgets";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { DEMO_ADMIN, freshEmail } from "./support/accounts";
import { renderedTraps, visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { contactBody } from "./support/form-bodies";
import { FRAME_HOST_PARTNER, FRAME_HOST_STRANGER, TEST_ORIGIN } from "./support/servers";
import { signedInState } from "./support/sessions";
import { selectAsServiceRole } from "./support/supabase-admin";
import { offices } from "~/content/offices";
import { waitForHydration } from "./support/html";

test.use({ javaScriptEnabled: false });

/** The embedding sites (scripts/frame-host.mjs): the widget names the partner, never the stranger. */
const PARTNER = FRAME_HOST_PARTNER;
const STRANGER = FRAME_HOST_STRANGER;

let adminState: Awaited<ReturnType<typeof signedInState>>;

/** The page's JSON-LD node of a type, from its script tags. */
async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Record<string, unknown>[];
  const found = nodes.find((node) => node["@type"] === type);
  expect(found, type).toBeTruthy();
  return found!;
}

/** Creates a lead-form widget in /admin/embeds as the admin does; answers its id. */
async function createLeadWidget(page: Page, name: string, origin: string): Promise<string> {
  await page.goto("/admin/embeds");
  const form = page.getByRole("form", { name: "New widget" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Kind").selectOption("lead");
  await form.getByLabel("Heading").fill("Ask our partner's SEO team");
  await form.getByLabel("Sites allowed to embed it").fill(origin);
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = /\/admin\/embeds\/([0-9a-f-]{36})(?:#.*)?$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  const snippet = await page.getByLabel("Embed code").inputValue();
  expect(snippet).toContain(`src="${TEST_ORIGIN}/widget-preview/${id}"`);
  return id!;
}

test.beforeAll(async ({ browser }) => {
  // The admin's sign-in answers a code, and may need a second go (support/sessions.ts).
  test.setTimeout(90_000);
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
  const id = await createLeadWidget(await admin.newPage(), `Partner form ${Date.now()}`, PARTNER);
  await admin.close();

  const visitor = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const preview = await visitor.newPage();
  const response = await preview.goto(`/widget-preview/${id}`);
  // Only the widget's own site may frame it: the browser refuses every other origin.
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1]).toBe(PARTNER);
  expect(response?.headers()["x-frame-options"]).toBeUndefined();
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

// Both save the whole settings form: one at a time, or one would put back what the other changed.
test.describe.serial("site settings", () => {
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

  test("a phone line shows nowhere until an admin enters its number, then on the office's card, the footer, /contact and in the structured data", async ({
    browser,
    page: guest,
  }) => {
    // As served: the specification gives no numbers, so no page offers one (ADR 052).
    for (const path of ["/tampa-seo-services", "/contact", "/crm-seo"]) {
      await guest.goto(path);
      await expect(guest.locator('a[href^="tel:"]'), path).toHaveCount(0);
      await expect(guest.locator("main"), path).not.toContainText("555-01");
    }
    await guest.goto("/contact");
    await expect(guest.getByRole("heading", { name: "Call us" })).toHaveCount(0);

    const admin = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
    const page = await admin.newPage();
    const setTampa = async (value: string) => {
      await page.goto("/admin/settings");
      await page.getByLabel("Tampa office").fill(value);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved.");
    };
    try {
      await page.goto("/admin/settings");
      await page.getByLabel("Tampa office").fill("call the front desk");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByLabel("Tampa office")).toHaveValue("call the front desk");
      await expect(page.getByLabel("Tampa office")).toHaveAccessibleDescription(/7 to 15 digits/);

      await setTampa("813.555.0142");
      const office = await admin.newPage();
      await office.goto("/tampa-seo-services");
      const card = office.getByRole("article").filter({ hasText: offices.tampa.name });
      await expect(card.getByRole("link", { name: "(813) 555-0142" })).toHaveAttribute("href", "tel:8135550142");
      await expect(office.getByRole("contentinfo").getByRole("link", { name: "Call Tampa" })).toHaveAttribute(
        "href",
        "tel:8135550142",
      );
      await expect(office.getByRole("contentinfo").getByRole("link", { name: "Call Miami" })).toHaveCount(0);
      const business = await jsonLdOfType(office, "LocalBusiness");
      expect(business.telephone).toBe("813.555.0142");
      // Miami's office answers on Miami's line, which has no number: none, not Tampa's.
      await office.goto("/miami-seo-services");
      expect(await jsonLdOfType(office, "LocalBusiness")).not.toHaveProperty("telephone");
      await office.goto("/contact");
      const callUs = office.getByRole("region", { name: "Call us" });
      await expect(callUs.getByRole("link", { name: "(813) 555-0142" })).toBeVisible();
      await expect(callUs.locator('a[href^="tel:"]')).toHaveCount(1);
    } finally {
      await setTampa("");
      await admin.close();
    }
  });

  test("the setup guide offers the toll-free line once it has a number: on /crm-seo without JavaScript, in its dialog with it", async ({
    browser,
  }) => {
    test.slow();
    const admin = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
    const page = await admin.newPage();
    const setTollFree = async (value: string) => {
      await page.goto("/admin/settings");
      await page.getByLabel("Toll-free").fill(value);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved.");
    };
    // A visitor with JavaScript; any cookie keeps their pages out of the edge cache, which may hold a
    // copy of /crm-seo from before the number was saved (for up to five minutes, by design).
    const scripted = await browser.newContext({ javaScriptEnabled: true });
    await scripted.addCookies([{ name: "e2e-visit", value: "1", url: TEST_ORIGIN }]);
    try {
      await page.goto("/crm-seo#setup-guide");
      await expect(page.locator("#setup-guide").locator('a[href^="tel:"]')).toHaveCount(0);

      await setTollFree("(888) 555-0177");
      await page.goto("/crm-seo#setup-guide");
      await expect(page.locator("#setup-guide").getByRole("link", { name: "(888) 555-0177" })).toHaveAttribute(
        "href",
        "tel:8885550177",
      );

      const withScript = await scripted.newPage();
      await withScript.goto("/crm-seo");
      await waitForHydration(withScript);
      await withScript.getByRole("main").getByRole("link", { name: "Get Access Now" }).first().click();
      const dialog = withScript.getByRole("dialog");
      await expect(dialog.getByRole("link", { name: "(888) 555-0177" })).toHaveAttribute("href", "tel:8885550177");
    } finally {
      await setTollFree("");
      await scripted.close();
      await admin.close();
    }
  });
});

/**
 * In a real browser, with JavaScript: the partner's page shows the widget in its frame and the
 * visitor sends a lead from inside it, which reaches the inbox with the widget as its source; a
 * stranger's page gets an error page in the frame, refused by frame-ancestors. Both pages are
 * served for real on loopback (scripts/frame-host.mjs): a page made by route.fulfill has no
 * address, Chromium counts it as public, and its Local Network Access checks then block any
 * frame of the loopback site (ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS), allowed or not.
 */
test("a page of the widget's own origin frames it and sends a lead from it; a page of another origin cannot", async ({
  browser,
}) => {
  test.slow();
  const name = `Framed form ${Date.now()}`;
  // A session of its own: this test outlives the file's shared one, whose refresh token another
  // test of this worker may already have spent (access tokens live 95 s in the e2e stack).
  const admin = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedInState(browser, DEMO_ADMIN),
  });
  const id = await createLeadWidget(await admin.newPage(), name, PARTNER);

  const visitor = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const refusals: string[] = [];
  const stranger = await visitor.newPage();
  stranger.on("console", (message) => {
    if (message.text().includes("frame-ancestors")) refusals.push(message.text());
  });
  await stranger.goto(`${STRANGER}/widget/${id}`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const strangersFrame = stranger.frames().find((frame) => frame !== stranger.mainFrame());
  await expect(strangersFrame!.getByRole("heading", { name: "Ask our partner's SEO team" })).toHaveCount(0);

  const partner = await visitor.newPage();
  await partner.goto(`${PARTNER}/widget/${id}`);
  const widget = partner.frameLocator("iframe");
  await expect(widget.getByRole("heading", { level: 1, name: "Ask our partner's SEO team" })).toBeVisible();
  const email = freshEmail("framed");
  await widget.getByLabel("Full name").fill("Frida Framed");
  await widget.getByLabel("Work email").fill(email);
  await widget.getByLabel("How can we help?").fill("Sent from inside our partner's page.");
  await waitOutTimeTrap(partner);
  await widget.getByRole("button", { name: "Send" }).click();
  await expect(widget.getByRole("status")).toHaveText(widgetCopy.sent);
  await visitor.close();

  const inbox = await admin.newPage();
  await inbox.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(inbox.getByText("1 lead", { exact: true })).toBeVisible();
  await expect(inbox.getByRole("row").filter({ hasText: email })).toContainText(`Widget: ${name}`);
  await admin.close();
});
