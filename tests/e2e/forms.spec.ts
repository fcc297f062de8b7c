/**
 * The lead forms in a browser: what only a browser shows. Without JavaScript, the page a refused
 * form comes back on opens at its message; with JavaScript, the form is answered in place, and on a
 * phone each answer takes focus and is scrolled into view. What the HTML answers prove (statuses,
 * messages, kept values, the leads stored, one lead per rendered form) is checked without a browser
 * in tests/http/forms-leads.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { leadMessages } from "~/content/lead-form-messages";
import { contactFormCopy } from "~/content/lead-forms";
import { HONEYPOT_VALID_FROM_FIELD } from "~/lib/forms/honeypot";
import { freshEmail } from "./support/accounts";
import { waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";

/** Leads with this address, read with the service role as an admin would (RLS hides them from visitors). */
function leadsFor(email: string): Promise<Array<Record<string, unknown>>> {
  return selectAsServiceRole("leads", `select=*&email=eq.${encodeURIComponent(email)}`);
}

/** The render id of the page's lead form (its signed render is `{validFrom}.{id}.{signature}`, ADR 050). */
async function renderId(page: Page): Promise<string | undefined> {
  return (await page.locator(`input[name="${HONEYPOT_VALID_FROM_FIELD}"]`).inputValue()).split(".")[1];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused contact form's answer opens at the form, its message in view", async ({ page }) => {
    await page.goto("/contact?service=technical-seo");
    await page.getByLabel("Work email").fill("jane@");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: contactFormCopy.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page).toHaveURL(/#request-form$/);
    await expect(page.getByRole("alert")).toHaveText(leadMessages.fixErrors);
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByText(leadMessages.emailInvalid)).toBeVisible();
  });
});

test("with JavaScript the contact form is answered in place: a refusal's messages, then the fixed form, sent at once, is one lead under the render the refusal sent back", async ({
  page,
}) => {
  const email = freshEmail("contact-js");
  await page.goto("/contact");
  await waitForHydration(page);
  const firstRender = await renderId(page);
  await page.getByLabel("Full name").fill("Jo Hydrated");
  await page.getByLabel("Work email").fill("not-an-email");
  await page.getByLabel("What can we help with?").selectOption("done-for-you");
  await page.getByLabel("How can we help?").fill("Tell me about Done-For-You.");
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(leadMessages.fixErrors);
  await expect(page.getByText(leadMessages.emailInvalid)).toBeVisible();
  expect(new URL(page.url()).pathname, "answered in place").toBe("/contact");
  const resent = await renderId(page);
  expect(resent).not.toBe(firstRender);
  // The form sent back may be sent at once: its sender has spent the time already.
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
  expect(await leadsFor(email)).toEqual([
    expect.objectContaining({ name: "Jo Hydrated", service: "done-for-you", submission_id: resent }),
  ]);
});

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the form comes before the copy, and a refusal and then the confirmation each take focus in view", async ({
    page,
  }) => {
    await page.goto("/contact?service=local-seo");
    await waitForHydration(page);
    const form = await page.locator("#request-form").boundingBox();
    const copy = await page.getByRole("heading", { name: "Email", exact: true }).boundingBox();
    expect.soft(form!.y, "the form comes before the copy").toBeLessThan(copy!.y);

    await page.getByLabel("Full name").fill("Jo Phone");
    await page.getByLabel("Work email").fill("jo@");
    await page.getByLabel("How can we help?").fill("A question about local SEO.");
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    const alert = page.getByRole("alert");
    await expect(alert, "the refusal's message").toHaveText(leadMessages.fixErrors);
    await expect.soft(alert, "the refusal's message takes focus").toBeFocused();
    await expect.soft(alert, "the refusal's message is scrolled into view").toBeInViewport();

    // Scrolled back down to the button, as a visitor fixing the form is.
    await page.getByLabel("Work email").fill(freshEmail("contact-phone"));
    await page.getByRole("button", { name: contactFormCopy.submit }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    const status = page.getByRole("status").filter({ hasText: contactFormCopy.success });
    await expect.soft(status, "the confirmation takes focus").toBeFocused();
    await expect.soft(status, "the confirmation is scrolled into view").toBeInViewport();
  });
});
