/**
 * Issue 10 §11, no lead lost while the database is down: a contact form sent without JavaScript
 * while Supabase is unreachable is thanked as usual; the Worker queues the lead, the queue's
 * consumer finds the database down too and retries with backoff, and once Supabase is back the
 * lead is in /admin/leads exactly once, though the form reached the site twice (ADR 050: both
 * queued copies carry the form's render id, and the consumer stores one). A Worker of its own (playwright.config.ts) reaches the
 * shared Supabase through a proxy this test switches off and on, so no other test sees the outage.
 * Audits queue the same way (issue 24, ADR 046): the second test.
 */
import { expect, test } from "./support/test";
import { contactFormCopy } from "~/content/lead-forms";
import { DEMO_ADMIN, freshEmail } from "./support/accounts";
import { visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { ORIGIN_WITH_OUTAGE, OUTAGE_SWITCH } from "./support/servers";
import { signedInState } from "./support/sessions";
import { selectAsServiceRole } from "./support/supabase-admin";

test.use({ javaScriptEnabled: false });
// One switch turns the outage Worker's Supabase off for every test here: they take turns.
test.describe.configure({ mode: "serial" });

/** Turns the outage Worker's Supabase off or on; answers how many writes it has refused so far. */
async function supabase(state?: "down" | "up"): Promise<number> {
  const response = await fetch(state ? `${OUTAGE_SWITCH}/${state}` : OUTAGE_SWITCH, {
    method: state ? "POST" : "GET",
  });
  return ((await response.json()) as { refusedWrites: number }).refusedWrites;
}

async function storedLeads(email: string): Promise<number> {
  return (await selectAsServiceRole("leads", `select=id&email=eq.${encodeURIComponent(email)}`)).length;
}

test("a contact form sent (twice) while Supabase is down is thanked, and reaches the inbox exactly once when it is back", async ({
  browser,
}) => {
  test.slow();
  const email = freshEmail("outage");
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: ORIGIN_WITH_OUTAGE,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const page = await visitor.newPage();
  await page.goto("/contact?service=local-seo");
  await page.getByLabel("Full name").fill("Olive Outage");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("How can we help?").fill("Our site went down the day your database did.");
  await waitOutTimeTrap(page);
  // The form's request reaches the site twice, the same bytes each time (a resend after a lost
  // answer): two writes refused, two messages queued, one lead.
  await page.route("**/contact*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response: await route.fetch({ maxRedirects: 0 }) });
  });
  try {
    const refusedBefore = await supabase("down");
    await page.getByRole("button", { name: contactFormCopy.submit }).click();
    await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
    // Four writes refused: the form's own, twice, then the queue's first deliveries
    // (max_batch_timeout 1 s), which the consumer retries with backoff.
    await expect.poll(() => supabase(), { timeout: 15_000 }).toBeGreaterThanOrEqual(refusedBefore + 4);
    expect(await storedLeads(email)).toBe(0);
  } finally {
    await supabase("up");
    await visitor.close();
  }
  // The retry comes 5 s after the failed delivery (app/lib/leads/queue-policy.ts).
  await expect.poll(() => storedLeads(email), { timeout: 20_000 }).toBe(1);
  // Both messages have been delivered again by now (same backoff); give a late one a moment.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const admin = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedInState(browser, DEMO_ADMIN),
  });
  const inbox = await admin.newPage();
  await inbox.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(inbox.getByText("1 lead", { exact: true })).toBeVisible();
  await expect(inbox.getByRole("row").filter({ hasText: email })).toContainText("Contact form");
  await admin.close();
  expect(await storedLeads(email)).toBe(1);
});

test("an audit sent while Supabase is down lands on its preview, and is stored once, with its report, when it is back", async ({
  browser,
}) => {
  test.slow();
  const stamp = `outage=${Date.now()}`;
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: ORIGIN_WITH_OUTAGE,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const page = await visitor.newPage();
  let previewId = "";
  try {
    const refusedBefore = await supabase("down");
    await page.goto("/audit");
    await page.getByLabel("Website URL").fill(`http://good.fixtures.test/?${stamp}`);
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    // The isolate that recorded the audit still knows it: the preview is made and shown.
    await expect(page).toHaveURL(/\/audit\/preview\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: /Preview score: \d+ out of 100/ })).toBeVisible();
    previewId = new URL(page.url()).pathname.split("/").pop()!;
    // The request's write and the report's, both refused, both queued.
    await expect.poll(() => supabase(), { timeout: 15_000 }).toBeGreaterThanOrEqual(refusedBefore + 2);
    expect(await selectAsServiceRole("audit_requests", `preview_id=eq.${previewId}`)).toEqual([]);
  } finally {
    await supabase("up");
    await visitor.close();
  }
  await expect
    .poll(
      () => selectAsServiceRole<{ url: string; score: number | null }>("audit_requests", `preview_id=eq.${previewId}`),
      {
        timeout: 30_000,
      },
    )
    .toEqual([expect.objectContaining({ url: `http://good.fixtures.test?${stamp}`, score: expect.any(Number) })]);
  // Later deliveries of the same audit change nothing.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await selectAsServiceRole("audit_requests", `url=like.*${stamp}`)).toHaveLength(1);
});
