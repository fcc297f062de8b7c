/**
 * The lead inbox from the visitor's form to the admin's pipeline, without JavaScript, as the
 * server answers it (moved from tests/e2e/lead-inbox.spec.ts, issue 30): a contact form appears in
 * /admin/leads; the admin moves it to qualified and adds a note, both on its timeline; the CSV
 * export holds it with its formula cell neutralised; signed out, the export and the lead pages send
 * to sign-in. The same with JavaScript, in a browser: tests/e2e/lead-inbox.spec.ts.
 */
import { expect, isRendered, test as base, type APIRequestContext } from "./support/test";
import { leadInboxCopy, leadInboxMessages, leadPageCopy } from "~/content/leads";
import { DEMO_ADMIN, freshEmail } from "../e2e/support/accounts";
import { HtmlForm, links, open, spokenText, statuses, textContentOf, type Page } from "../e2e/support/admin-html";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { sendContactForm } from "../e2e/support/admin-steps";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

/** A message that a spreadsheet would run as a formula if the export did not neutralise it. */
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

/** The inbox searched for `email`: one lead, new, from the contact form; then the lead's page by its link. */
async function openLead(admin: APIRequestContext, email: string, name: string): Promise<Page> {
  const inbox = await open(admin, `/admin/leads?q=${encodeURIComponent(email)}`);
  expect(inbox.status).toBe(200);
  const counts = [...inbox.document.querySelectorAll("strong")].filter((strong) => textContentOf(strong) === "1 lead");
  expect(counts, "the count says 1 lead").toHaveLength(1);
  const rows = [...inbox.document.querySelectorAll("tr")].filter((row) => textContentOf(row).includes(email));
  expect(rows, "the lead's row").toHaveLength(1);
  expect(textContentOf(rows[0])).toContain("New");
  expect(textContentOf(rows[0])).toContain("Contact form");
  const link = links(rows[0]!, name);
  expect(link, "the lead's link").toHaveLength(1);
  const lead = await open(admin, link[0]!.getAttribute("href")!);
  expect(lead.status).toBe(200);
  expect(spokenText(lead.document.querySelector("h1"))).toBe(name);
  return lead;
}

/** The one status message of a page, as `getByRole("status")` finds it. */
function expectStatus(page: Page, text: string) {
  expect(statuses(page), `the status messages of ${page.url}`).toEqual([text]);
}

test.describe("without JavaScript", () => {
  test("a contact form reaches the inbox; the admin qualifies it, notes it, and exports it safely", async ({
    admin,
    request,
  }) => {
    const email = freshEmail("inbox");
    await sendContactForm(request, {
      name: "Frances Formula",
      email,
      company: "Formula Widgets Inc.",
      message: FORMULA,
    });

    const lead = await openLead(admin, email, "Frances Formula");
    const message = [...lead.document.querySelectorAll("p")].filter((p) => textContentOf(p) === FORMULA);
    expect(message, "the message, as sent").toHaveLength(1);
    expect(isRendered(message[0]!)).toBe(true);

    const note = "Called; wants an audit of their shop.";
    const moved = await HtmlForm.byName(lead, leadPageCopy.pipeline)
      .select(leadPageCopy.statusLabel, "qualified")
      .submit(admin, { button: leadPageCopy.saveStatus });
    expect(moved.status).toBe(200);
    expectStatus(moved, leadInboxMessages.statusSaved);
    const noted = await HtmlForm.byName(moved, leadPageCopy.note)
      .fill(leadPageCopy.noteLabel, note)
      .submit(admin, { button: leadPageCopy.addNote });
    expect(noted.status).toBe(200);
    expectStatus(noted, leadInboxMessages.noteSaved);
    const timeline = noted.document.querySelector(`ol[aria-label="${leadPageCopy.timeline}"]`);
    const entries = [...(timeline?.querySelectorAll("li") ?? [])].map((entry) => textContentOf(entry));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain("The site: received as New");
    expect(entries[1]).toContain(`${DEMO_ADMIN.name}: New → Qualified`);
    expect(entries[2]).toContain(`${DEMO_ADMIN.name}: note: ${note}`);
    expect(HtmlForm.byName(noted, leadPageCopy.pipeline).value(leadPageCopy.statusLabel)).toBe("qualified");

    const qualified = await open(admin, `/admin/leads?status=qualified&q=${encodeURIComponent(email)}`);
    const exports = links(qualified.document, leadInboxCopy.exportCsv).map((link) => link.getAttribute("href"));
    expect(exports.length, "the Export CSV link").toBeGreaterThan(0);
    const exportHref = `/admin/leads.csv?status=qualified&q=${encodeURIComponent(email).replace(/%20/g, "+")}`;
    expect(new Set(exports)).toEqual(new Set([exportHref]));
    const response = await admin.get(exportHref);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Qualified","Contact form","","Frances Formula","${email}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
  });

  test("the export and the lead pages are for admins: signed out goes to sign-in", async ({ request }) => {
    for (const path of ["/admin/leads.csv", "/admin/leads/1"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});
