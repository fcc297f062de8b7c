/**
 * The admin's day (issue 23 item 6, ADR 048), where only a browser shows it: a status changes in
 * place with JavaScript (no reload, announced) and a click anywhere on a row opens its lead; on a
 * phone the leads are cards whose status and age show, the first above the fold; the analytics
 * page opens with sales and keeps the per-page vitals behind a disclosure. What the server's
 * answers prove (sign-in lands on the inbox, the status form without JavaScript, the refusals,
 * next and previous on the lead) is in tests/http/admin-day.spec.ts (issue 30). The admin's session
 * is the worker's (support/admin-session.ts); the leads are sent over HTTP (support/admin-steps.ts).
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { freshEmail } from "./support/accounts";
import { adminContextFixture } from "./support/admin-session";
import { sendContactForm } from "./support/admin-steps";
import { waitForHydration } from "./support/html";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

const statusOf = (page: Page, name: string) => page.getByRole("combobox", { name: `Status of ${name}` });
const saveFor = (page: Page, name: string) => page.getByRole("button", { name: `Save the status of ${name}` });

test("with JavaScript a status changes in place: no reload, announced, kept", async ({ page, admin: _, request }) => {
  const name = "Jonas Inplace";
  const email = freshEmail("day-js");
  await sendContactForm(request, { name, email, message: "Please call me about an audit." });
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
      await expect.soft(first.locator("time"), "its age names the UTC time").toHaveAttribute("title", /UTC$/);
      await expect.soft(page.getByRole("table"), "no table on a phone").toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect.soft(overflow, "no sideways scroll").toBeLessThanOrEqual(0);
    });
  });
}

test("analytics opens with sales; the per-page vitals wait behind a disclosure", async ({ page, admin: _ }) => {
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
