/**
 * The lead inbox with JavaScript: a contact form's lead appears in /admin/leads; the admin moves it
 * to qualified and adds a note in place, both on its timeline. The same without JavaScript, the CSV
 * export and the sign-in guard, as the server answers them: tests/http/admin-lead-inbox.spec.ts
 * (issue 30). The admin's session is the worker's (support/admin-session.ts).
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { freshEmail, DEMO_ADMIN } from "./support/accounts";
import { adminContextFixture } from "./support/admin-session";
import { sendContactForm } from "./support/admin-steps";
import { waitForHydration } from "./support/html";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

/** A message that a spreadsheet would run as a formula if the export did not neutralise it. */
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

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

test("with JavaScript the admin works a lead in place", async ({ page, admin: _, request }) => {
  const email = freshEmail("inbox-js");
  const name = "Jules Hydrated";
  // The lead comes by HTTP: a contact form sent with JavaScript, thanked in place and stored once,
  // is forms.spec.ts's "with JavaScript the contact form is answered in place…"; here the admin's part.
  await sendContactForm(request, { name, email, company: "Formula Widgets Inc.", message: FORMULA });

  await openLead(page, email, name);
  await waitForHydration(page);
  await page.getByLabel("Status", { exact: true }).selectOption("qualified");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status changed.");
  const note = "Sent the proposal.";
  await page.getByLabel("Note", { exact: true }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  // What happened, then who: the visitor for the lead's arrival (issue 36 §5), the admin after.
  const entry = (index: number) => timeline.getByRole("listitem").nth(index).getByRole("paragraph");
  await expect(entry(0)).toContainText(["Received from the contact form", name]);
  await expect(entry(1)).toContainText(["New → Qualified", DEMO_ADMIN.name]);
  await expect(entry(2)).toContainText([`Note: ${note}`, DEMO_ADMIN.name]);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("qualified");
});
