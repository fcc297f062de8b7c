/**
 * Issue 33 §1–2 (ADR 068): a customer turns on watching for a project; the scheduler runs twice,
 * a week apart, with the site made worse between the runs; the project page then shows the score
 * over time (a chart with its table), "since the last check" first with what got worse, and the
 * dashboard marks the project. The checks run in the Worker's queue consumer, on its own time: the
 * waits poll the page.
 */
import { expect, test as base, type APIRequestContext, type Page } from "./support/test";
import { served } from "../http/support/test";
import { HtmlForm } from "../http/support/html-form";
import { adminContextFixture } from "./support/admin-session";
import { apiAccount, signInByRequest } from "./support/account-setup";
import { expectNoA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/html";
import { scaled } from "./support/machine";
import { TEST_ORIGIN } from "./support/servers";
import { insertAsServiceRole } from "./support/supabase-admin";
import { runScheduler, setFixtureSite, weeksOf, withWatchLock } from "./support/watch";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });

/** Reloads the project page until it lists `count` scheduled checks. */
async function waitForChecks(page: Page, count: number) {
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("table", { name: "Scheduled checks of this site, newest first" }).locator("tbody tr"),
    ).toHaveCount(count, { timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(60_000), intervals: [1_000] });
}

test("a watched project is checked on schedule: two checks, the score over time, and what got worse", async ({
  page,
}) => {
  test.slow();
  const account = await apiAccount("watcher", "Wanda Watcher");
  await signInByRequest(page.request, account);
  const host = `changing--${Date.now().toString(36)}.fixtures.test`;
  await setFixtureSite(host, "good");
  await gotoHydrated(page, "/dashboard");
  await page.getByLabel("Project name").fill("Harbor Dental");
  await page.getByLabel("Website", { exact: true }).fill(`http://${host}/`);
  await page.getByRole("button", { name: "Add project" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  // Not watched: no checks section, and the form offers it.
  await expect(page.getByRole("heading", { name: "Scheduled Checks" })).toHaveCount(0);

  // Watched only while no other scenario runs the scheduler: every sweep checks every project due.
  await withWatchLock(async () => {
    await page.getByLabel("Check this site").selectOption("weekly");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Watching is on: this site is checked every week.");
    await expect(page.getByRole("heading", { name: "First Check Within the Hour" })).toBeVisible();

    const [first, second] = weeksOf(2031);
    await runScheduler(TEST_ORIGIN, first);
    await waitForChecks(page, 1);
    await expect(page.getByText("This is the first check: the next one shows what changed.")).toBeVisible();
    await setFixtureSite(host, "worse");
    await runScheduler(TEST_ORIGIN, second);
    await waitForChecks(page, 2);

    // Turned off: no more checks are queued for it; the ones made stay.
    await page.getByLabel("Check this site").selectOption("off");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Watching is off.");
  });

  // What changed comes first: the score fell, and the title and h1 failed.
  const since = page.getByRole("region", { name: "Since the Last Check" });
  await expect(since.getByText(/^Score down \d+ points?$/)).toBeVisible();
  await expect(since.getByRole("heading", { name: "Got worse" })).toBeVisible();
  await expect(since.getByText("Title tag: passed → failed")).toBeVisible();
  await expect(since.getByText("Main heading (h1): passed → failed")).toBeVisible();
  // Then the latest check's findings, grouped as the preview groups them.
  const found = page.getByRole("region", { name: "What the Latest Check Found" });
  await expect(found.getByRole("heading", { name: /^Fix first \(\d+\)$/ })).toBeVisible();
  await expect(found.getByText("Title tag", { exact: true })).toBeVisible();
  await expect(found.getByText(/^\d+ checks already right\.$/)).toBeVisible();
  // The chart has two points, and its numbers are in its table.
  const chart = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: "Score Over Time" }) });
  await expect(chart.getByRole("img", { name: /^Score Over Time 2 checks, from \d+ to \d+\.$/ })).toBeVisible();
  await expect(chart.locator("svg rect")).toHaveCount(2);
  await chart.getByText("Show the scores as a table").click();
  await expect(chart.getByRole("table").locator("tbody tr")).toHaveCount(2);
  await expectNoA11yViolations(page);
});

test("the dashboard marks a watched project that got worse; the admin sees it on /admin/audits, overdue and failed", async ({
  page,
  admin: _,
  browser,
}) => {
  // The customer's side: a project watched daily whose latest check fell, then one that failed
  // three days ago (the Worker writes checks; here the service role does, as it would).
  const account = await apiAccount("watched-by", "Walt Watched");
  const customer = await browser.newContext();
  const mine = await customer.newPage();
  await signInByRequest(mine.request, account);
  const name = `Watched ${Date.now().toString(36)}`;
  const projectPage = await HtmlForm.byButton(await served(mine.request, "/dashboard"), "Add project")
    .fill("Project name", name)
    .fill("Website", "http://good--watched.fixtures.test/")
    .submit(mine.request, { button: "Add project" });
  const projectId = new URL(projectPage.url).pathname.split("/").pop()!;
  const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const fellBy = { compared: true, scoreDelta: -6, worse: [], better: [] };
  await withWatchLock(async () => {
    await HtmlForm.byButton(projectPage, "Save")
      .select("Check this site", "daily")
      .send(mine.request, { button: "Save" });
    await insertAsServiceRole("project_checks", [
      {
        project_id: projectId,
        period: days(4).slice(0, 10),
        scheduled_for: days(4),
        checked_at: days(4),
        status: "ok",
        score: 90,
        changes: { ...fellBy, compared: false, scoreDelta: null },
      },
      {
        project_id: projectId,
        period: days(3).slice(0, 10),
        scheduled_for: days(3),
        checked_at: days(3),
        status: "ok",
        score: 84,
        changes: fellBy,
      },
    ]);
    await gotoHydrated(mine, "/dashboard");
    const card = mine.getByRole("listitem").filter({ has: mine.getByRole("link", { name }) });
    await expect(card.getByText("Got worse")).toBeVisible();

    await insertAsServiceRole("project_checks", {
      project_id: projectId,
      period: days(2).slice(0, 10),
      scheduled_for: days(2),
      checked_at: days(2),
      status: "failed",
      error: "timeout",
    });
    await gotoHydrated(page, "/admin/audits");
    const table = page.getByRole("table", { name: "Watched projects, overdue first, then those checked longest ago" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell").nth(0)).toHaveText("Daily");
    await expect(row.getByText("Failed", { exact: true })).toBeVisible();
    await expect(row.getByText("Overdue")).toBeVisible();
    await expect(row.getByText("2 completed, 1 failed")).toBeVisible();
    await expectNoA11yViolations(page);
    await HtmlForm.byButton(await served(mine.request, `/project/${projectId}`), "Save")
      .select("Check this site", "off")
      .send(mine.request, { button: "Save" });
  });
  await customer.close();
});
