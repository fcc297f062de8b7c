/**
 * Web vitals (docs/product.md §7.5, ADR 020): the browser logs each figure ({ name, delta, id })
 * once the page is idle, sends them when the page is hidden, the collector stores them, and the
 * admin's analytics page shows the 75th percentile.
 */
import { expect, test } from "./support/test";
import { DEMO_ACCOUNTS, signInContext } from "../../scripts/lib/page-types.mjs";
import { parseDocument, textOf } from "../http/support/html-document";
import { selectAsServiceRole } from "./support/supabase-admin";
import { TEST_ORIGIN } from "./support/servers";
import { forgetAcceptedCode } from "./support/two-step";
import { scaled } from "./support/machine";

interface Logged {
  name: string;
  delta: number;
  id: string;
}

test("a page view's web vitals are logged, stored and shown on the analytics page", async ({ page, browser }) => {
  test.setTimeout(scaled(60_000));
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
    .poll(() => logged.map((entry) => entry.name).sort(), { timeout: scaled(10_000) })
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
      { timeout: scaled(15_000) },
    )
    .toEqual(expect.arrayContaining(["FCP", "LCP", "TTFB"]));
  const rows = await selectAsServiceRole<Record<string, unknown>>("web_vitals", "select=*&page=eq.%2Fpartners");
  for (const row of rows) {
    // Nothing that names the visitor is kept: the source is a keyed hash of the address and the
    // day (ADR 064). (Other tests' visits to the page may have rows here too, from other sources.)
    expect(Object.keys(row).sort()).toEqual([
      "created_at",
      "id",
      "metric",
      "navigation_type",
      "page",
      "rating",
      "source",
      "value",
    ]);
    expect(row.source).toMatch(/^[0-9a-f]{16}$/);
  }

  // The admin's analytics page, as served to a signed-in admin (signing in is tested in auth.spec.ts).
  const adminContext = await browser.newContext();
  const signedIn = await signInContext(adminContext, TEST_ORIGIN, DEMO_ACCOUNTS.admin, {
    beforeCode: forgetAcceptedCode,
  });
  expect(signedIn, "the demo admin signed in").toBe(true);
  const analytics = await adminContext.request.get("/admin/analytics", { maxRedirects: 0 });
  expect(analytics.status()).toBe(200);
  const document = parseDocument(await analytics.text());
  // The per-page table sits behind a disclosure under the per-metric summary (ADR 048).
  const disclosure = [...document.querySelectorAll("details")].find((details) =>
    textOf(details.querySelector("summary")).includes("Per page: every page and metric"),
  );
  const table = disclosure?.querySelector('table[aria-label="Web Vitals"], table');
  expect(table, "the per-page table inside its disclosure").toBeTruthy();
  const ttfb = [...table!.querySelectorAll("tr")]
    .map(textOf)
    .filter((row) => row.includes("/partners") && row.includes("TTFB"));
  expect(ttfb).toHaveLength(1);
  expect(ttfb[0]).toMatch(/\d+ ms/);
  // Rated once enough samples came in (MIN_RATED_SAMPLES); a page reported by a few visits says so.
  expect(ttfb[0]).toMatch(/Good|Needs improvement|Poor|Too few samples/);
  await adminContext.close();
});
