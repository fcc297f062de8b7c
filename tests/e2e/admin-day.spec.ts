/**
 * The admin's day (issue 23 item 6, ADR 048; issue 36 §5, ADR 073), where only a browser shows it:
 * with JavaScript a picked status saves in place (no reload, announced, undone by Undo), a step
 * through the select with the keyboard waits for Enter, and a click anywhere on a row opens its
 * lead; without it the row's Save posts and the inbox comes back with an Undo; on a phone the leads
 * are cards whose status and age show, the first above the fold; the analytics page opens with
 * sales, its figures in one row, and keeps the per-page vitals behind a disclosure. What the server's
 * answers prove (sign-in lands on the inbox, the status form without JavaScript, the refusals,
 * next and previous on the lead) is in tests/http/admin-day.spec.ts (issue 30). The admin's session
 * is the worker's (support/admin-session.ts); the leads are sent over HTTP (support/admin-steps.ts).
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { DEMO_ADMIN, freshEmail } from "./support/accounts";
import { adminContextFixture } from "./support/admin-session";
import { sendContactForm } from "./support/admin-steps";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

const statusOf = (page: Page, name: string) => page.getByRole("combobox", { name: `Status of ${name}` });
const saveFor = (page: Page, name: string) => page.getByRole("button", { name: `Save the status of ${name}` });
const undoFor = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Undo the status change of ${name}, back to`) });
const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** A lead of the test's own, and the inbox searched for it (the table's row at desktop widths). */
async function inboxWithLead(page: Page, request: APIRequestContext, name: string, label: string): Promise<string> {
  const email = freshEmail(label);
  await sendContactForm(request, { name, email, message: "Please call me about an audit." });
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  return email;
}

/** The status entries of the lead's timeline, opened from the inbox row's link. */
async function statusEntries(page: Page, name: string): Promise<string[]> {
  await page.getByRole("row").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const entries = await page.getByRole("list", { name: "Timeline" }).getByRole("listitem").allTextContents();
  return entries.filter((entry) => entry.includes("→")).map((entry) => entry.slice(0, entry.indexOf(DEMO_ADMIN.name)));
}

test.describe("with JavaScript", () => {
  test("a pick saves at once: no reload, no Save, announced, kept; Undo puts it back", async ({
    page,
    admin: _,
    request,
  }) => {
    const name = "Jonas Inplace";
    const email = await inboxWithLead(page, request, name, "day-js");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // At rest a row is its status: no button.
    await expect(saveFor(page, name)).toBeHidden();
    await expect(undoFor(page, name)).toHaveCount(0);
    await statusOf(page, name).selectOption("qualified");
    await expect(said(page, `${name} is now Qualified.`)).toBeAttached();
    await expect(statusOf(page, name)).toHaveValue("qualified");
    await expect(saveFor(page, name)).toBeHidden();
    await expect(undoFor(page, name)).toBeVisible();
    await expectNoA11yViolations(page);

    await undoFor(page, name).click();
    await expect(said(page, `${name} is now New.`)).toBeAttached();
    await expect(statusOf(page, name)).toHaveValue("new");
    // An undo offers no undo; the select has the focus the button left.
    await expect(undoFor(page, name)).toHaveCount(0);
    await expect(statusOf(page, name)).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.reload();
    await expect(statusOf(page, name)).toHaveValue("new");
    expect(await statusEntries(page, name)).toEqual(["New → Qualified", "Qualified → New"]);

    // A click anywhere on the row (here its email) opens the lead; its message comes first.
    // The name's link lies over the row (which is the point), so the click is a plain mouse click.
    await page.goBack();
    const cell = await page.getByRole("row").filter({ hasText: email }).getByText(email).boundingBox();
    await page.mouse.click(cell!.x + cell!.width / 2, cell!.y + cell!.height / 2);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Message");
  });

  test("stepping through the closed select with the keyboard saves only what Enter picks", async ({
    page,
    admin: _,
    request,
  }) => {
    const name = "Kira Keys";
    await inboxWithLead(page, request, name, "day-keys");
    await waitForHydration(page);
    await statusOf(page, name).focus();
    await page.keyboard.press("ArrowDown");
    await expect(statusOf(page, name)).toHaveValue("contacted");
    // Held, not saved: Save shows, as it does for a pick waiting to be sent.
    await expect(saveFor(page, name)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(statusOf(page, name)).toHaveValue("qualified");
    await page.keyboard.press("Enter");
    await expect(said(page, `${name} is now Qualified.`)).toBeAttached();
    await expect(saveFor(page, name)).toBeHidden();
    // One entry on the timeline: Contacted, stepped over, was never saved.
    expect(await statusEntries(page, name)).toEqual(["New → Qualified"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the row is a select and Save; the inbox comes back saying so, with an Undo that works", async ({
    page,
    admin: _,
    request,
  }) => {
    const name = "Nina Noscript";
    await inboxWithLead(page, request, name, "day-nojs-undo");
    await expect(saveFor(page, name)).toBeVisible();
    await statusOf(page, name).selectOption("won");
    await saveFor(page, name).click();
    await expect(said(page, `${name} is now Won.`)).toBeVisible();
    await expect(statusOf(page, name)).toHaveValue("won");
    await undoFor(page, name).click();
    await expect(said(page, `${name} is now New.`)).toBeVisible();
    await expect(statusOf(page, name)).toHaveValue("new");
    await expect(undoFor(page, name)).toHaveCount(0);
  });
});

test("the inbox after a change posted without scripts passes axe, its Undo included", async ({
  page,
  admin: _,
  request,
}) => {
  // Scripts blocked by the documents' CSP, so the form posts as a browser without JavaScript does,
  // and axe is injected through the devtools protocol, which the CSP does not govern.
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
    });
  });
  const name = "Axel Noscript";
  await inboxWithLead(page, request, name, "day-nojs-axe");
  await statusOf(page, name).selectOption("contacted");
  await saveFor(page, name).click();
  await expect(undoFor(page, name)).toBeVisible();
  await expectNoA11yViolations(page);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe("on a phone (390 px)", () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test(`the leads are cards, the first above the fold with its status and age (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ page, admin: _ }) => {
      await page.goto("/admin/leads");
      const first = page.getByRole("list", { name: "Leads" }).getByRole("listitem").first();
      await expect.soft(first, "the first card is wholly above the fold").toBeInViewport({ ratio: 1 });
      await expect.soft(first.getByRole("combobox"), "its status is in view").toBeInViewport();
      await expect.soft(first.locator("time"), "its age is in view").toBeInViewport();
      // The server's full date is UTC; once hydrated, the admin's own zone's ("Thursday, … at 3:04 PM").
      await expect
        .soft(first.locator("time"), "its age names the full date on hover")
        .toHaveAttribute("title", javaScriptEnabled ? /^\w+day, .+ at \d/ : /UTC$/);
      await expect.soft(page.getByRole("table"), "no table on a phone").toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect.soft(overflow, "no sideways scroll").toBeLessThanOrEqual(0);
    });
  });
}

test("analytics opens with sales; the per-page vitals wait behind a disclosure", async ({ page, admin: _ }) => {
  await page.goto("/admin/analytics");
  const sales = page.getByRole("heading", { level: 2, name: "Sales" });
  const vitals = page.getByRole("heading", { level: 2, name: "Web Vitals" });
  await expect(sales).toBeInViewport();
  const [salesBox, vitalsBox] = [await sales.boundingBox(), await vitals.boundingBox()];
  expect(salesBox!.y).toBeLessThan(vitalsBox!.y);
  // Every figure in one row at 1280 px and wider (issue 36 §5: two of them used to stand in a
  // column of their own beside the status bars, with empty space under them).
  await page.setViewportSize({ width: 1440, height: 900 });
  const figures = page.getByLabel("Sales in figures", { exact: true }).getByRole("term");
  await expect(figures).toHaveText([
    "Leads this week",
    "Leads received",
    "New, not yet contacted",
    "Qualified",
    "Won",
    "Audits started",
  ]);
  const tops = await figures.evaluateAll((terms) =>
    terms.map((term) => term.parentElement!.getBoundingClientRect().top),
  );
  expect(new Set(tops).size, `the figures' tops: ${tops.join(", ")}`).toBe(1);
  const byMetric = page.getByRole("table", { name: "Web vitals by metric, all pages" });
  await expect(byMetric.getByRole("rowheader")).toHaveText(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  await expect(page.getByRole("table", { name: "Web Vitals", exact: true })).toBeHidden();
  await page.getByText("Per page: every page and metric").click();
  await expect(
    page.getByRole("table", { name: "Web Vitals", exact: true }).or(page.getByText("No web-vitals reports yet.")),
  ).toBeVisible();
});
