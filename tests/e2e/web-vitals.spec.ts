/**
 * Web vitals (docs/product.md §7.5, ADR 020): the browser logs each figure ({ name, delta, id })
 * once the page is idle, sends them when the page is hidden, the collector stores them, and the
 * admin's analytics page shows the 75th percentile.
 */
import { expect, test } from "./support/test";
import { DEMO_ADMIN, signIn } from "./support/accounts";
import { selectAsServiceRole } from "./support/supabase-admin";

interface Logged {
  name: string;
  delta: number;
  id: string;
}

test("a page view's web vitals are logged, stored and shown on the analytics page", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const logged: Logged[] = [];
  page.on("console", async (message) => {
    const value = (await message
      .args()[0]
      ?.jsonValue()
      .catch(() => undefined)) as Logged | undefined;
    if (value && typeof value === "object" && "name" in value) logged.push(value);
  });
  await page.goto("/partners");
  // TTFB and FCP are known as soon as the reporter starts (idle, or 3 s at the latest).
  await expect
    .poll(() => logged.map((entry) => entry.name).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
  for (const entry of logged) {
    expect(Object.keys(entry).sort()).toEqual(["delta", "id", "name"]);
    expect(Number.isFinite(entry.delta)).toBe(true);
  }

  // Leaving the page hides it: the reporter sends what it has in one beacon.
  await page.goto("/about");
  await expect
    .poll(
      async () =>
        (await selectAsServiceRole<{ metric: string }>("web_vitals", "select=metric&page=eq.%2Fpartners")).map(
          (row) => row.metric,
        ),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(["FCP", "LCP", "TTFB"]));
  const rows = await selectAsServiceRole<Record<string, unknown>>("web_vitals", "select=*&page=eq.%2Fpartners");
  for (const row of rows) {
    // Nothing that names the visitor is kept.
    expect(Object.keys(row).sort()).toEqual([
      "created_at",
      "id",
      "metric",
      "navigation_type",
      "page",
      "rating",
      "value",
    ]);
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN, "/auth?redirectTo=%2Fadmin%2Fanalytics");
  await expect(admin).toHaveURL("/admin/analytics");
  // The per-page table sits behind a disclosure under the per-metric summary (ADR 048).
  await admin.getByText("Per page: every page and metric").click();
  const table = admin.getByRole("table", { name: "Web vitals", exact: true });
  const ttfb = table.getByRole("row").filter({ hasText: "/partners" }).filter({ hasText: "TTFB" });
  await expect(ttfb).toHaveCount(1);
  await expect(ttfb).toContainText(/\d+ ms/);
  // Rated once enough samples came in (MIN_RATED_SAMPLES); a page reported by a few visits says so.
  await expect(ttfb).toContainText(/Good|Needs improvement|Poor|Too few samples/);
  await adminContext.close();
});

test("the collector refuses what is not a report of a page of this site", async ({ request }) => {
  const metric = { name: "LCP", value: 1200, delta: 1200, id: "v6-1732700000000-8123456789012" };
  const post = (body: unknown) =>
    request.post("/api/vitals", { headers: { "Content-Type": "text/plain" }, data: JSON.stringify(body) });
  expect((await post({ path: "/admin/leads", metrics: [metric] })).status()).toBe(400);
  expect((await post({ path: "/partners", metrics: [{ ...metric, name: "FID" }] })).status()).toBe(400);
  expect((await post({ path: "/partners", metrics: [metric], email: "jane@example.com" })).status()).toBe(400);
  const get = await request.get("/api/vitals", { maxRedirects: 0 });
  expect(get.status()).toBe(405);
  expect(get.headers()["x-edge-cache"]).toBeUndefined();
});
