/**
 * A lead's page in the admin's words (issue 36 §5, ADR 073): the timeline opens with the visitor
 * and the form the lead came from, not with whoever's session stored it; times read as how long
 * ago, with the full date in the admin's own time zone on hover once the page has hydrated (UTC
 * before, and without JavaScript); a preferred day is written out; the ids wait behind "Technical
 * details". The admin's session is the worker's (support/admin-session.ts).
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { DEMO_ADMIN, freshEmail } from "./support/accounts";
import { adminContextFixture } from "./support/admin-session";
import { sendContactForm } from "./support/admin-steps";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

/** Far from UTC, so a date written in UTC and one written in this zone cannot be mistaken. */
const ZONE = "America/Los_Angeles";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lead page of the one lead the inbox finds for `search`. */
async function openLead(page: Page, search: string, name: string): Promise<void> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(search)}`);
  await page.getByRole("row").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

const detail = (page: Page, term: string) =>
  page
    .getByRole("region", { name: "Details" })
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("with JavaScript, in another time zone", () => {
  test.use({ timezoneId: ZONE });

  test("the visitor's arrival, local relative times, the ids behind a disclosure", async ({
    page,
    admin: _,
    request,
  }) => {
    const name = "Lola Local";
    const email = freshEmail("lead-page");
    await sendContactForm(request, { name, email, message: "Is my site slow?" });
    await openLead(page, email, name);
    await waitForHydration(page);

    const [first] = await page.getByRole("list", { name: "Timeline" }).getByRole("listitem").all();
    await expect(first!).toContainText("Received from the contact form");
    await expect(first!).toContainText(name);
    await expect(first!).not.toContainText(DEMO_ADMIN.name);

    const received = detail(page, "Received").locator("time");
    await expect(received).toContainText(/^(just now|\d+ min ago)/);
    const iso = (await received.getAttribute("datetime"))!;
    const inZone = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: ZONE });
    // ICU versions differ in the space before "PM"; the words and the figures are what count.
    const spaced = (text: string | null) => text?.replace(/\s/gu, " ");
    await expect
      .poll(async () => spaced(await received.getAttribute("title")))
      .toBe(spaced(inZone.format(Date.parse(iso))));

    // The submission's id is not among the fields; it is under "Technical details".
    const technical = page.getByRole("group").filter({ has: page.getByText("Technical details", { exact: true }) });
    const submissionId = technical.getByRole("definition").filter({ hasText: UUID });
    await expect(submissionId).toBeHidden();
    await page.getByText("Technical details", { exact: true }).click();
    await expect(submissionId).toBeVisible();
    await expect(technical.getByRole("term")).toContainText(["Lead id", "Submission id", "Email domain"]);
    await expectNoA11yViolations(page);
  });

  test("a demo booking reads as one: its form on the timeline, its preferred day written out", async ({
    page,
    admin: _,
  }) => {
    // The seed's demo booking (supabase/seed.sql): entered under the demo admin's session.
    await openLead(page, "sam@ortizplumbing.example", "Sam Ortiz");
    const [first] = await page.getByRole("list", { name: "Timeline" }).getByRole("listitem").all();
    await expect(first!).toContainText("Received from the demo booking form");
    await expect(first!).toContainText("Sam Ortiz");
    await expect(first!).not.toContainText(DEMO_ADMIN.name);
    await expect(detail(page, "Preferred date")).toHaveText(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await expect(detail(page, "Preferred time")).toHaveText("Morning (9 a.m. to 12 p.m.)");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("times are the server's, in UTC, and the ids still open", async ({ page, admin: _, request }) => {
    const name = "Nico Nojs";
    const email = freshEmail("lead-page-nojs");
    await sendContactForm(request, { name, email, message: "Call me." });
    await openLead(page, email, name);
    await expect(detail(page, "Received").locator("time")).toHaveAttribute("title", /UTC$/);
    await page.getByText("Technical details", { exact: true }).click();
    await expect(page.getByRole("definition").filter({ hasText: UUID })).toBeVisible();
  });
});

test("the lead's page as the server sends it passes axe, in both themes", async ({ page, admin: _ }) => {
  await page.goto("/admin/leads?q=sam%40ortizplumbing.example");
  const href = await page.getByRole("row").getByRole("link", { name: "Sam Ortiz" }).getAttribute("href");
  await expectNoServerRenderedA11yViolations(page, href!, { colorSchemes: ["light", "dark"] });
});
