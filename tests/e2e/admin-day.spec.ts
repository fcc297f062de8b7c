/**
 * The admin's day (issue 23 item 6, ADR 048): sign-in lands on the inbox; a whole row opens its
 * lead; a status changes in place, with JavaScript (no reload, announced) and without (the page
 * comes back on the same view with a confirmation); saved views; next and previous on the lead;
 * on a phone the leads are cards whose status and age show, the first above the fold; the
 * analytics page opens with sales and keeps the per-page vitals behind a disclosure.
 */
import type { Browser } from "@playwright/test";
import { expect, test, type BrowserContext, type Page } from "./support/test";
import { contactFormCopy } from "~/content/lead-forms";
import { DEMO_ADMIN, freshEmail, signIn } from "./support/accounts";
import { visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { waitForHydration } from "./support/html";
import { signedInState } from "./support/sessions";

let adminState: Awaited<ReturnType<typeof signedInState>>;

test.beforeAll(async ({ browser }) => {
  adminState = await signedInState(browser, DEMO_ADMIN);
});

/** The admin's session in the test's own page (which fails the test on a hydration error). */
async function asAdmin(page: Page) {
  await page.context().addCookies(adminState.cookies);
}

/**
 * Keeps the session's newest cookies for the next test: the e2e stack's tokens live 95 s, so a
 * page refreshes them, and the auth server takes a refresh token only once (a second use, past its
 * grace, ends the session). The file's tests run one after another in a worker.
 */
async function keepSession(context: BrowserContext) {
  const state = await context.storageState();
  if (state.cookies.some((cookie) => cookie.name.startsWith("sb-"))) adminState = state;
}

test.afterEach(async ({ page }) => {
  if (new URL(page.url()).pathname.startsWith("/admin")) await keepSession(page.context());
});

/** A lead of the test's own, sent through the contact form from a visitor's address. */
async function newLead(browser: Browser, label: string, name: string) {
  const email = freshEmail(label);
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const page = await visitor.newPage();
  await page.goto("/contact?service=technical-seo");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("How can we help?").fill("Please call me about an audit.");
  await waitOutTimeTrap(page);
  await page.getByRole("button", { name: contactFormCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(contactFormCopy.success);
  await visitor.close();
  return email;
}

const statusOf = (page: Page, name: string) => page.getByRole("combobox", { name: `Status of ${name}` });
const saveFor = (page: Page, name: string) => page.getByRole("button", { name: `Save the status of ${name}` });

test("an admin who signs in with no page asked for lands on the lead inbox", async ({ page }) => {
  test.slow();
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  // A page asked for still wins.
  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN, "/auth?redirectTo=%2Fadmin%2Fsettings");
  await expect(page).toHaveURL("/admin/settings");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a row's status form posts and the inbox comes back on the same view, saying so", async ({ page, browser }) => {
    test.slow();
    const name = "Nadia Nojs";
    const email = await newLead(browser, "day-nojs", name);
    await asAdmin(page);
    const view = `/admin/leads?view=new&q=${encodeURIComponent(email)}`;
    await page.goto(view);
    await expect(page.getByRole("link", { name: "New", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(statusOf(page, name)).toHaveValue("new");
    await statusOf(page, name).selectOption("contacted");
    await saveFor(page, name).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} is now Contacted.` })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("view")).toBe("new");
    // No longer new: the new view no longer lists it; every lead's view does, as contacted.
    await expect(statusOf(page, name)).toHaveCount(0);
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(statusOf(page, name)).toHaveValue("contacted");
  });

  test("a status outside the pipeline is refused with 400 and a lead that is not there with 404", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/admin/leads");
    const origin = new URL(page.url()).origin;
    const post = (form: Record<string, string>) =>
      page.request.post("/admin/leads", { form, headers: { Origin: origin }, maxRedirects: 0 });
    const bad = await post({ intent: "lead-status", id: "1", status: "archived" });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Please choose one of the pipeline");
    expect((await post({ intent: "lead-status", id: "999999", status: "won" })).status()).toBe(404);
  });
});

test("with JavaScript a status changes in place: no reload, announced, kept", async ({ page, browser }) => {
  test.slow();
  const name = "Jonas Inplace";
  const email = await newLead(browser, "day-js", name);
  await asAdmin(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // At rest a row is its status, no button; Save appears once another status is picked.
  await expect(saveFor(page, name)).toBeHidden();
  await statusOf(page, name).selectOption("qualified");
  await saveFor(page, name).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is now Qualified.` })).toBeAttached();
  await expect(statusOf(page, name)).toHaveValue("qualified");
  await expect(saveFor(page, name)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await page.reload();
  await expect(statusOf(page, name)).toHaveValue("qualified");

  // A click anywhere on the row (here its email) opens the lead; its message comes first.
  // The name's link lies over the row (which is the point), so the click is a plain mouse click.
  const cell = await page.getByRole("row").filter({ hasText: email }).getByText(email).boundingBox();
  await page.mouse.click(cell!.x + cell!.width / 2, cell!.y + cell!.height / 2);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Message");
});

test("the lead page steps to the next and previous lead of the list it was opened from", async ({ page }) => {
  await asAdmin(page);
  await page.goto("/admin/leads");
  const names = await page.getByRole("table").getByRole("rowheader").getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThan(2);
  await page.getByRole("table").getByRole("link", { name: names[1], exact: true }).click();
  const steps = page.getByRole("navigation", { name: "Other leads in this list" });
  await expect(steps.getByRole("link", { name: new RegExp(`^Newer\\s*${names[0]}$`) })).toBeVisible();
  await steps.getByRole("link", { name: new RegExp(`^Older\\s*${names[2]}$`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: names[2] })).toBeVisible();
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const javaScriptEnabled of [true, false]) {
    test(`the leads are cards, the first above the fold with its status and age (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
        storageState: adminState,
      });
      const page = await context.newPage();
      await page.goto("/admin/leads");
      const first = page.getByRole("list", { name: "Leads" }).getByRole("listitem").first();
      await expect(first).toBeInViewport({ ratio: 1 });
      await expect(first.getByRole("combobox")).toBeInViewport();
      await expect(first.locator("time")).toBeInViewport();
      await expect(first.locator("time")).toHaveAttribute("title", /UTC$/);
      await expect(page.getByRole("table")).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await keepSession(context);
      await context.close();
    });
  }
});

test("analytics opens with sales; the per-page vitals wait behind a disclosure", async ({ page }) => {
  await asAdmin(page);
  await page.goto("/admin/analytics");
  const sales = page.getByRole("heading", { level: 2, name: "Sales" });
  const vitals = page.getByRole("heading", { level: 2, name: "Web vitals" });
  await expect(sales).toBeInViewport();
  const [salesBox, vitalsBox] = [await sales.boundingBox(), await vitals.boundingBox()];
  expect(salesBox!.y).toBeLessThan(vitalsBox!.y);
  const byMetric = page.getByRole("table", { name: "Web vitals by metric, all pages" });
  await expect(byMetric.getByRole("rowheader")).toHaveText(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  await expect(page.getByRole("table", { name: "Web vitals", exact: true })).toBeHidden();
  await page.getByText("Per page: every page and metric").click();
  await expect(
    page.getByRole("table", { name: "Web vitals", exact: true }).or(page.getByText("No web-vitals reports yet.")),
  ).toBeVisible();
});
