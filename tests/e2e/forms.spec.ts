import { expect, test, type Page } from "./support/test";
import { leadMessages } from "~/content/lead-form-messages";
import { contactFormCopy, demoFormCopy } from "~/content/lead-forms";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { freshEmail } from "./support/accounts";
import { waitOutTimeTrap } from "./support/bot-traps";
import { contactBody } from "./support/form-bodies";
import { waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";

/** Leads with this address, read with the service role as an admin would (RLS hides them from visitors). */
function leadsFor(email: string): Promise<Array<Record<string, unknown>>> {
  return selectAsServiceRole("leads", `select=*&email=eq.${encodeURIComponent(email)}`);
}

/** Submits the page's form and returns the status of the POST. */
async function submit(page: Page, button: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?service= preselects the service", async ({ page }) => {
    await page.goto("/contact?service=local-seo");
    await expect(page.getByLabel("What can we help with?")).toHaveValue("local-seo");
    await expect(page.getByLabel("What can we help with?").locator("option:checked")).toHaveText("Local SEO");
    await page.goto("/contact?service=unknown");
    await expect(page.getByLabel("What can we help with?")).toHaveValue("");
  });

  test("a bad email comes back 400 with the message and what was typed", async ({ page }) => {
    await page.goto("/contact?service=technical-seo");
    await page.getByLabel("Full name").fill("Jane Rivera");
    await page.getByLabel("Work email").fill("jane@");
    await page.getByLabel("How can we help?").fill("Our pages are slow on phones.");
    expect(await submit(page, contactFormCopy.submit)).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(leadMessages.fixErrors);
    // The answer opens at the form, not at the top of the page.
    await expect(page).toHaveURL(/#request-form$/);
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByText(leadMessages.emailInvalid)).toBeVisible();
    await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toHaveValue("Jane Rivera");
    await expect(page.getByLabel("Work email")).toHaveValue("jane@");
    await expect(page.getByLabel("What can we help with?")).toHaveValue("technical-seo");
    await expect(page.getByLabel("How can we help?")).toHaveValue("Our pages are slow on phones.");
  });

  test("a good message shows the success note and lands in leads", async ({ page }) => {
    const email = freshEmail("contact");
    await page.goto("/contact?service=local-seo");
    await page.getByLabel("Full name").fill("Jane Rivera");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Phone (optional)").fill("(813) 555-0199");
    await page.getByLabel("How can we help?").fill("We want more calls from Brandon and Riverview.");
    await waitOutTimeTrap(page);
    expect(await submit(page, contactFormCopy.submit)).toBe(302);
    await expect(page).toHaveURL(/\/contact\?sent=1#request-form$/);
    await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
    expect(await leadsFor(email)).toEqual([
      expect.objectContaining({
        kind: "contact",
        name: "Jane Rivera",
        phone: "(813) 555-0199",
        company: null,
        service: "local-seo",
        message: "We want more calls from Brandon and Riverview.",
      }),
    ]);
  });
});

test.describe("demo booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("missing answers come back 400 with a message per field", async ({ page }) => {
    await page.goto("/book-demo");
    await page.getByLabel("Full name").fill("Sam Ortiz");
    expect(await submit(page, demoFormCopy.submit)).toBe(400);
    await expect(page.getByText(leadMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(leadMessages.companyRequired)).toBeVisible();
    await expect(page.getByText(leadMessages.dateRequired)).toBeVisible();
    await expect(page.getByText(leadMessages.timeRequired)).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Sam Ortiz");
  });

  test("a booking shows the success note and lands in leads", async ({ page }) => {
    const email = freshEmail("demo");
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.goto("/book-demo");
    await page.getByLabel("Full name").fill("Sam Ortiz");
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Ortiz Plumbing");
    await page.getByLabel("Preferred date").fill(date);
    await page.getByLabel("Preferred time").selectOption("afternoon");
    await waitOutTimeTrap(page);
    expect(await submit(page, demoFormCopy.submit)).toBe(302);
    await expect(page.getByRole("status")).toHaveText(demoFormCopy.success);
    expect(await leadsFor(email)).toEqual([
      expect.objectContaining({
        kind: "demo",
        company: "Ortiz Plumbing",
        preferred_date: date,
        preferred_time: "afternoon",
      }),
    ]);
  });
});

test("with JavaScript the contact form submits in place", async ({ page }) => {
  const email = freshEmail("contact-js");
  await page.goto("/contact");
  await page.getByLabel("Full name").fill("Jo Hydrated");
  await page.getByLabel("Work email").fill("not-an-email");
  await page.getByLabel("What can we help with?").selectOption("done-for-you");
  await page.getByLabel("How can we help?").fill("Tell me about Done-For-You.");
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByText(leadMessages.emailInvalid)).toBeVisible();
  await page.getByLabel("Work email").fill(email);
  await waitOutTimeTrap(page);
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
  expect(await leadsFor(email)).toHaveLength(1);
});

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the form comes before the copy", async ({ page }) => {
    await page.goto("/contact");
    const form = await page.locator("#request-form").boundingBox();
    const copy = await page.getByRole("heading", { name: "Email", exact: true }).boundingBox();
    expect(form!.y).toBeLessThan(copy!.y);
  });

  test("a refused submission moves focus to the message and scrolls it into view", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("Jo Phone");
    await page.getByLabel("Work email").fill("jo@");
    await page.getByLabel("How can we help?").fill("A question about local SEO.");
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(leadMessages.fixErrors);
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });

  test("the confirmation takes focus as visibly as an error", async ({ page }) => {
    await page.goto("/contact?service=local-seo");
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("Jo Phone");
    await page.getByLabel("Work email").fill(freshEmail("contact-phone"));
    await page.getByLabel("How can we help?").fill("A question about local SEO.");
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    const status = page.getByRole("status").filter({ hasText: contactFormCopy.success });
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
  });
});

test("a bot that fills the hidden field is thanked, and nothing is stored", async ({ request }) => {
  const form = contactBody({ name: "Spam Bot", message: "Cheap links!", [HONEYPOT_FIELD]: "http://spam.example" });
  const response = await request.post("/contact", { form, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/contact?sent=1#request-form");
  expect(await leadsFor(form.email!)).toEqual([]);
});
