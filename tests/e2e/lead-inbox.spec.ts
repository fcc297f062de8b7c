/**
 * The lead inbox from the visitor's form to the admin's pipeline: a contact form sent without
 * JavaScript appears in /admin/leads; the admin moves it to qualified and adds a note, both on its
 * timeline; the CSV export holds it with its formula cell neutralised. With JavaScript too.
 */
import { expect, test, type Page } from "./support/test";
import { contactFormCopy } from "~/content/lead-forms";
import { freshEmail, DEMO_ADMIN } from "./support/accounts";
import { visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { waitForHydration } from "./support/html";
import { signedInState } from "./support/sessions";

/** A message that a spreadsheet would run as a formula if the export did not neutralise it. */
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

let adminState: Awaited<ReturnType<typeof signedInState>>;

test.beforeAll(async ({ browser }) => {
  adminState = await signedInState(browser, DEMO_ADMIN);
});

/** Sends the contact form as a visitor would (from an address of their own), and waits for the thanks. */
async function sendContactForm(page: Page, email: string, name: string): Promise<void> {
  await page.goto("/contact?service=technical-seo");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("textbox", { name: "Company", exact: false }).fill("Formula Widgets Inc.");
  await page.getByLabel("How can we help?").fill(FORMULA);
  await waitOutTimeTrap(page);
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
}

/** Opens the inbox searched for `email` and follows the lead's link. */
async function openLead(page: Page, email: string, name: string): Promise<void> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("New");
  await expect(row).toContainText("Contact form");
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function moveAndNote(page: Page, note: string): Promise<void> {
  await page.getByLabel("Status", { exact: true }).selectOption("qualified");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status changed.");
  await page.getByLabel("Note", { exact: true }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await expect(timeline.getByRole("listitem").nth(0)).toContainText("The site: received as New");
  await expect(timeline.getByRole("listitem").nth(1)).toContainText(`${DEMO_ADMIN.name}: New → Qualified`);
  await expect(timeline.getByRole("listitem").nth(2)).toContainText(`${DEMO_ADMIN.name}: note: ${note}`);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("qualified");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact form reaches the inbox; the admin qualifies it, notes it, and exports it safely", async ({
    browser,
  }) => {
    // Admin sign-in now includes the authenticator code (ADR 026), and every admin page confirms the session.
    test.slow();
    const email = freshEmail("inbox");
    const visitor = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
    });
    await sendContactForm(await visitor.newPage(), email, "Frances Formula");
    await visitor.close();

    const admin = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
    const page = await admin.newPage();
    await openLead(page, email, "Frances Formula");
    await expect(page.getByText(FORMULA)).toBeVisible();
    await moveAndNote(page, "Called; wants an audit of their shop.");

    await page.goto(`/admin/leads?status=qualified&q=${encodeURIComponent(email)}`);
    const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(exportHref).toBe(`/admin/leads.csv?status=qualified&q=${encodeURIComponent(email).replace(/%20/g, "+")}`);
    const response = await admin.request.get(exportHref!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Qualified","Contact form","","Frances Formula","${email}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    await admin.close();
  });

  test("the export and the lead pages are for admins: signed out goes to sign-in", async ({ request }) => {
    for (const path of ["/admin/leads.csv", "/admin/leads/1"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

test("with JavaScript the admin works a lead in place", async ({ browser }) => {
  // Every admin page confirms the session with the auth server now (ADR 026).
  test.slow();
  const email = freshEmail("inbox-js");
  const visitor = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact");
  await waitForHydration(visitorPage);
  await sendContactForm(visitorPage, email, "Jules Hydrated");
  await visitor.close();

  const admin = await browser.newContext({ storageState: adminState });
  const page = await admin.newPage();
  await openLead(page, email, "Jules Hydrated");
  await waitForHydration(page);
  await moveAndNote(page, "Sent the proposal.");
  await admin.close();
});
