/**
 * Issue 24 item 6 (ADR 050): a rendered lead form is one submission. Its render's id is the lead's
 * submission id, so the same form sent twice is thanked twice and stored once; the same render
 * with different answers is refused, answers kept, with a fresh form; a refused form comes back as
 * a new render that may be sent at once; and a page the edge cache keeps still gives every visitor
 * a render of their own.
 */
import { expect, test } from "./support/test";
import { leadMessages } from "~/content/lead-form-messages";
import { contactFormCopy } from "~/content/lead-forms";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD } from "~/lib/forms/honeypot";
import { freshEmail } from "./support/accounts";
import { renderedTraps, visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { contactBody } from "./support/form-bodies";
import { BROWSER_USER_AGENT, waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";
import { formTraps } from "../../scripts/lib/bot-traps.mjs";

function leadsFor(email: string): Promise<Array<Record<string, unknown>>> {
  return selectAsServiceRole("leads", `select=name,message,submission_id&email=eq.${encodeURIComponent(email)}`);
}

const trapsOf = (html: string) => formTraps(html, { trapField: HONEYPOT_FIELD, timeField: HONEYPOT_VALID_FROM_FIELD });
const renderIdOf = (traps: Record<string, string>) => traps[HONEYPOT_VALID_FROM_FIELD]!.split(".")[1];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same contact form sent twice (its first answer lost on the way) is thanked, and stored once", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress() });
    const email = freshEmail("twice");
    await page.goto("/contact?service=local-seo");
    await page.getByLabel("Full name").fill("Tess Twice");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("How can we help?").fill("Sent once, arrived twice.");
    await waitOutTimeTrap(page);
    // The browser's request reaches the site twice, the same bytes each time, and the visitor
    // sees the second answer: what a resend after a lost answer, or a double submit, does.
    const answers: number[] = [];
    await page.route("**/contact", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      answers.push((await route.fetch({ maxRedirects: 0 })).status());
      const again = await route.fetch({ maxRedirects: 0 });
      answers.push(again.status());
      await route.fulfill({ response: again });
    });
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
    expect(answers).toEqual([302, 302]);
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Tess Twice", message: "Sent once, arrived twice." });
  });
});

test("one rendered form makes one lead: the same traps with other answers are refused with the answers kept and a fresh form", async ({
  request,
}) => {
  const headers = { "CF-Connecting-IP": visitorAddress(), "User-Agent": BROWSER_USER_AGENT };
  const traps = await renderedTraps(request, "/contact");
  const first = contactBody({ ...traps, name: "Ada First" });
  expect((await request.post("/contact", { form: first, headers, maxRedirects: 0 })).status()).toBe(302);

  const second = contactBody({ ...traps, name: "Bo Second", company: "Replay & Co" });
  const refused = await request.post("/contact", { form: second, headers, maxRedirects: 0 });
  expect(refused.status()).toBe(409);
  const html = await refused.text();
  expect(html).toContain(leadMessages.formAlreadySent);
  expect(html).toContain('value="Bo Second"');
  expect(html).toContain('value="Replay &amp; Co"');
  expect(await leadsFor(second.email!)).toEqual([]);
  expect(await leadsFor(first.email!)).toEqual([expect.objectContaining({ submission_id: renderIdOf(traps) })]);

  // The form sent back is a new render, which may be sent at once: the visitor presses send again.
  const fresh = trapsOf(html);
  expect(renderIdOf(fresh)).not.toBe(renderIdOf(traps));
  const resent = { ...second, ...fresh };
  for (const name of Object.keys(traps)) if (!(name in fresh)) delete resent[name];
  expect((await request.post("/contact", { form: resent, headers, maxRedirects: 0 })).status()).toBe(302);
  expect(await leadsFor(second.email!)).toEqual([expect.objectContaining({ submission_id: renderIdOf(fresh) })]);
});

test("every visitor of the edge-cached contact page gets a render of their own", async ({ request }) => {
  const get = () => request.get("/contact", { headers: { "User-Agent": BROWSER_USER_AGENT } });
  await expect.poll(async () => (await get()).headers()["x-edge-cache"]).toBe("HIT");
  const [a, b] = [await get(), await get()];
  expect([a.headers()["x-edge-cache"], b.headers()["x-edge-cache"]]).toEqual(["HIT", "HIT"]);
  const [one, two] = [trapsOf(await a.text()), trapsOf(await b.text())];
  expect(renderIdOf(one)).not.toBe(renderIdOf(two));

  // Both visitors' leads are taken, each under its own render.
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const emails = [freshEmail("cached-a"), freshEmail("cached-b")];
  for (const [traps, email] of [
    [one, emails[0]!],
    [two, emails[1]!],
  ] as const) {
    const headers = { "CF-Connecting-IP": visitorAddress(), "User-Agent": BROWSER_USER_AGENT };
    const sent = await request.post("/contact", { form: contactBody({ ...traps, email }), headers, maxRedirects: 0 });
    expect(sent.status()).toBe(302);
    expect(await leadsFor(email)).toEqual([expect.objectContaining({ submission_id: renderIdOf(traps) })]);
  }
});

test("with JavaScript, a refused form fixed and sent again is one lead, under the render the refusal sent back", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress() });
  const email = freshEmail("fixed");
  await page.goto("/contact?service=local-seo");
  await waitForHydration(page);
  const firstRender = await page.locator(`input[name="${HONEYPOT_VALID_FROM_FIELD}"]`).inputValue();
  await page.getByLabel("Full name").fill("Fran Fixed");
  await page.getByLabel("Work email").fill("fran@");
  await page.getByLabel("How can we help?").fill("Refused once, then fixed.");
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(leadMessages.fixErrors);
  const resent = await page.locator(`input[name="${HONEYPOT_VALID_FROM_FIELD}"]`).inputValue();
  expect(resent.split(".")[1]).not.toBe(firstRender.split(".")[1]);
  // The form sent back may be sent at once: its sender has spent the time already.
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
  expect(await leadsFor(email)).toEqual([expect.objectContaining({ submission_id: resent.split(".")[1] })]);
});
