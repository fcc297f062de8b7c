/**
 * The lead inbox from the visitor's form to the admin's pipeline, without JavaScript, as the
 * server answers it (moved from tests/e2e/lead-inbox.spec.ts, issue 30): a contact form appears in
 * /admin/leads; the admin moves it to qualified and adds a note, both on its timeline; the CSV
 * export holds it with its formula cell neutralised; signed out, the export and the lead pages send
 * to sign-in. The same with JavaScript, in a browser: tests/e2e/lead-inbox.spec.ts.
 */
import { expect, isRendered, served, test as base, textOf, type APIRequestContext, type Served } from "./support/test";
import { accessibleName, byRole, roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { leadInboxCopy, leadInboxMessages, leadPageCopy } from "~/content/leads";
import { DEMO_ADMIN, freshEmail } from "../e2e/support/accounts";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { leadRowOf, sendContactForm } from "../e2e/support/admin-steps";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

/** A message that a spreadsheet would run as a formula if the export did not neutralise it. */
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

/** The inbox searched for `email`: one lead, new, from the contact form; then the lead's page by its link. */
async function openLead(admin: APIRequestContext, email: string, name: string): Promise<Served> {
  const row = await leadRowOf(admin, email);
  expect(textOf(row)).toContain("New");
  expect(textOf(row)).toContain("Contact form");
  const link = byRole(row, "link", { name, exact: true });
  expect(link, "the lead's link").toHaveLength(1);
  const lead = await served(admin, link[0]!.getAttribute("href")!, { follow: true });
  expect(lead.status).toBe(200);
  expect(accessibleName(lead.document.querySelector("h1")!)).toBe(name);
  return lead;
}

/** The one status message of a page, as `getByRole("status")` finds it. */
function expectStatus(page: Served, text: string) {
  expect(roleTexts(page.document, "status"), `the status messages of ${page.url}`).toEqual([text]);
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
    const message = [...lead.document.querySelectorAll("p")].filter((p) => textOf(p) === FORMULA);
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
    const entries = [...(timeline?.querySelectorAll("li") ?? [])].map((entry) => textOf(entry));
    expect(entries).toHaveLength(3);
    // What happened, then who: the visitor for the lead's arrival (issue 36 §5), the admin after.
    expect(entries[0]).toContain("Received from the contact form");
    expect(entries[0]).toContain("Frances Formula");
    expect(entries[0]).not.toContain(DEMO_ADMIN.name);
    expect(entries[1]).toContain("New → Qualified");
    expect(entries[1]).toContain(DEMO_ADMIN.name);
    expect(entries[2]).toContain(`Note: ${note}`);
    expect(entries[2]).toContain(DEMO_ADMIN.name);
    expect(HtmlForm.byName(noted, leadPageCopy.pipeline).value(leadPageCopy.statusLabel)).toBe("qualified");

    const qualified = await served(admin, `/admin/leads?status=qualified&q=${encodeURIComponent(email)}`, {
      follow: true,
    });
    const exports = byRole(qualified.document, "link", { name: leadInboxCopy.exportCsv, exact: true }).map((link) =>
      link.getAttribute("href"),
    );
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
