/**
 * Steps of the admin area and the lead pipeline taken over HTTP, as the least capable browser takes
 * them (tests/http/support/html-form.ts): a visitor's contact form, a lead widget made in
 * /admin/embeds, a lead found in the inbox, the site settings saved and put back. Shared by
 * tests/http/admin-*.spec.ts and the browser tests that need a lead, a widget or a setting as their
 * starting point.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { contactFormCopy, leadFieldLabels } from "~/content/lead-forms";
import { embedsCopy } from "~/content/widgets";
import { settingsCopy, settingsMessages } from "~/content/settings";
import { accessibleName, roleTexts } from "../../http/support/a11y";
import { HtmlForm } from "../../http/support/html-form";
import { served, textOf, type Served } from "../../http/support/test";
import { waitOutTimeTrap } from "./bot-traps";
import { scaled } from "./machine";
import { TEST_ORIGIN } from "./servers";
import { withStackLock } from "./stack-lock";

/** A contact form as a visitor fills it (JavaScript off): the page, its form, and when it arrived. */
export interface FilledContactForm {
  page: Served;
  form: HtmlForm;
  renderedAt: number;
}

/**
 * Opens /contact (or `path`, another origin's too) and fills its form by its labels: full name,
 * work email, company when given, and the message. Not sent yet: see `sendFilled`.
 */
export async function fillContactForm(
  request: APIRequestContext,
  {
    name,
    email,
    message,
    company,
    path = "/contact?service=technical-seo",
  }: {
    name: string;
    email: string;
    message: string;
    company?: string;
    path?: string;
  },
): Promise<FilledContactForm> {
  const page = await served(request, path, { follow: true, status: 200 });
  const renderedAt = Date.now();
  const form = HtmlForm.byButton(page, contactFormCopy.submit)
    .fill(leadFieldLabels.name, name)
    .fill(leadFieldLabels.email, email)
    .fill(leadFieldLabels.message, message);
  if (company !== undefined) form.fill(leadFieldLabels.companyOptional, company);
  return { page, form, renderedAt };
}

/** The lead form's thanks, where the visitor lands after sending it: its one status message. */
export function expectThanked(page: Served, success: string = contactFormCopy.success): void {
  expect(page.status, `${page.url} answers`).toBe(200);
  expect(roleTexts(page.document, "status"), `the status messages of ${page.url}`).toEqual([success]);
}

/** Sends a filled contact form once its time trap has passed, and expects the visitor thanked. */
export async function sendFilled(request: APIRequestContext, filled: FilledContactForm): Promise<Served> {
  await waitOutTimeTrap(filled.renderedAt);
  const thanked = await filled.form.submit(request, { button: contactFormCopy.submit });
  expectThanked(thanked);
  return thanked;
}

/** A lead of the test's own, sent through /contact (JavaScript off) from the request's visitor address. */
export async function sendContactForm(
  request: APIRequestContext,
  lead: { name: string; email: string; message: string; company?: string; path?: string },
): Promise<Served> {
  return sendFilled(request, await fillContactForm(request, lead));
}

/**
 * The inbox searched for `email` (JavaScript off) holds one lead, and says so: its row, for the
 * caller to read on.
 */
export async function leadRowOf(admin: APIRequestContext, email: string): Promise<Element> {
  const inbox = await served(admin, `/admin/leads?q=${encodeURIComponent(email)}`, { follow: true, status: 200 });
  const counts = [...inbox.document.querySelectorAll("strong")].filter((strong) => textOf(strong) === "1 lead");
  expect(counts, "the count says 1 lead").toHaveLength(1);
  const rows = [...inbox.document.querySelectorAll("tr")].filter((row) => textOf(row).includes(email));
  expect(rows, "the lead's row").toHaveLength(1);
  return rows[0]!;
}

/**
 * Creates a lead-form widget in /admin/embeds as the admin does without JavaScript; answers its id
 * once its page shows it, with the embed code naming its preview.
 */
export async function createLeadWidget(admin: APIRequestContext, name: string, origin: string): Promise<string> {
  const embeds = await served(admin, "/admin/embeds", { follow: true });
  expect(embeds.status).toBe(200);
  const fields = embedsCopy.fields;
  const created = await HtmlForm.byName(embeds, embedsCopy.newHeading)
    .fill(fields.name, name)
    .select(fields.kind, "lead")
    .fill(fields.heading, "Ask our partner's SEO team")
    .fill(fields.origins, origin)
    .submit(admin, { button: embedsCopy.create });
  const id = /\/admin\/embeds\/([0-9a-f-]{36})$/.exec(new URL(created.url).pathname)?.[1];
  expect(id, `the new widget's page, not ${created.url}`).toBeTruthy();
  expect(accessibleName(created.document.querySelector("h1")!)).toBe(name);
  const snippet = new HtmlForm(created, created.document.body).value(embedsCopy.snippetLabel);
  expect(snippet).toContain(`src="${TEST_ORIGIN}/widget-preview/${id}"`);
  return id!;
}

/**
 * Runs `run` while no other test changes the site settings. The settings form saves every field at
 * once, so two tests saving it together would put back what the other changed; they take turns,
 * across the HTTP and browser tiers and their workers (stack-lock.ts).
 */
export async function withSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  return withStackLock("site-settings", scaled(60_000), run);
}

/** A change of the settings form: a text field's new value, or whether a checkbox is ticked; by label. */
export type SettingsChange = Record<string, string | boolean>;

/** The settings form as /admin/settings serves it now. */
export async function settingsForm(admin: APIRequestContext): Promise<HtmlForm> {
  const page = await served(admin, "/admin/settings", { follow: true, status: 200 });
  return HtmlForm.byButton(page, settingsCopy.save);
}

function apply(form: HtmlForm, change: SettingsChange): HtmlForm {
  for (const [label, value] of Object.entries(change)) {
    if (typeof value === "boolean") form.check(label, value);
    else form.fill(label, value);
  }
  return form;
}

/** Saves the settings form with `change` (the rest as it is) and expects it saved; answers the page it came back on. */
export async function saveSettings(admin: APIRequestContext, change: SettingsChange): Promise<Served> {
  const saved = await apply(await settingsForm(admin), change).submit(admin, { button: settingsCopy.save });
  expect(saved.status, `saving ${JSON.stringify(change)}`).toBe(200);
  expect(roleTexts(saved.document, "status").join(" ")).toContain(settingsMessages.saved);
  return saved;
}

/**
 * Changes some settings for the length of `run`, holding the settings lock, and puts back what the
 * changed fields held before, whatever `run` did.
 */
export async function withSettings<T>(
  admin: APIRequestContext,
  change: SettingsChange,
  run: (saved: Served) => Promise<T>,
): Promise<T> {
  return withSettingsLock(() => withSettingsChanged(admin, change, run));
}

/**
 * `withSettings` for a caller that already holds the settings lock, to check the site before the
 * change under the same turn (the lock is no re-entrant one).
 */
export async function withSettingsChanged<T>(
  admin: APIRequestContext,
  change: SettingsChange,
  run: (saved: Served) => Promise<T>,
): Promise<T> {
  const before = await settingsForm(admin);
  const restore: SettingsChange = Object.fromEntries(
    Object.entries(change).map(([label, value]) => [
      label,
      typeof value === "boolean" ? before.isChecked(label) : before.value(label),
    ]),
  );
  try {
    return await run(await saveSettings(admin, change));
  } finally {
    await saveSettings(admin, restore);
  }
}

/** The landmark of the page's footer (contentinfo): the `<footer>` that is not inside an article, aside, main, nav or section. */
export function siteFooter(page: Served): Element {
  const footers = [...page.document.querySelectorAll("footer")].filter(
    (footer) => !footer.parentElement?.closest("article, aside, main, nav, section"),
  );
  expect(footers, `one site footer on ${page.url}`).toHaveLength(1);
  return footers[0]!;
}
