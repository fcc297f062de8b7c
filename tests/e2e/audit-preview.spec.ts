/**
 * The audit preview (issue 22, ADR 046): the site fetches the visitor's page itself and shows what
 * it found, in the same tab without JavaScript and in place with it. The audited sites are the
 * fixture sites on loopback (scripts/audit-fixture-sites.mjs), `<name>.fixtures.test` under the
 * test-only allowance; nothing leaves the machine.
 */
import { expect, test, type BrowserContext, type Page } from "./support/test";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import { DEMO_ADMIN, DEMO_USER } from "./support/accounts";
import { visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { signedInState } from "./support/sessions";
import { waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";
import { CHECK_WEIGHTS } from "~/lib/audit/preview/score";

const EVERY_CHECK = Object.keys(CHECK_WEIGHTS).sort();
const PREVIEW_PATH = /\/audit\/preview\/[0-9a-f-]{36}$/;

/** A fixture site's address, made unique per test so no cached report answers it. */
const fixture = (site: string, path = "/") =>
  `http://${site}.fixtures.test${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** The analyser is answered locally. */
async function interceptAnalyser(context: BrowserContext) {
  await context.route(/^https:\/\/data\.searchenginelabs\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Analyser</title><h1>Analyser</h1>" }),
  );
}

/** Each check's status as the report shows it, by check id. */
async function statuses(page: Page): Promise<Record<string, string>> {
  return page
    .locator("[data-check]")
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.getAttribute("data-check"),
          item.querySelector("span.rounded-full")?.textContent ?? "",
        ]),
      ),
    );
}

const finding = (page: Page, id: string) => page.locator(`[data-check="${id}"] p`).first();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid address lands on its preview in the same tab, with every check computed", async ({ page }) => {
    await page.goto("/audit");
    // The page's own address, which its canonical link names.
    await page.getByLabel("Website URL").fill("http://good.fixtures.test/");
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page).toHaveURL(PREVIEW_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO audit preview: good.fixtures.test");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(Object.keys(await statuses(page)).sort()).toEqual(EVERY_CHECK);
    expect(await statuses(page)).toMatchObject({
      status: "Pass",
      title: "Pass",
      description: "Pass",
      h1: "Pass",
      canonical: "Pass",
      "robots-meta": "Pass",
      viewport: "Pass",
      social: "Pass",
      "json-ld": "Pass",
      "image-alt": "Pass",
      "robots-txt": "Pass",
      sitemap: "Pass",
      favicon: "Pass",
      lang: "Pass",
      // The fixture sites are served over plain http on loopback.
      https: "Fail",
    });
    await expect(finding(page, "json-ld")).toContainText("Dentist");
    await expect(page.getByRole("heading", { name: /Preview score: \d+ out of 100/ })).toBeVisible();
    // The "checking" line is gone once the report follows it.
    await expect(page.getByText("Checking good.fixtures.test…")).toBeHidden();
    const full = page.getByRole("link", { name: "Get the full report" });
    await expect(full).toHaveAttribute("target", "_blank");
    expect(new URL((await full.getAttribute("href"))!).searchParams.get("hostname")).toBe("good.fixtures.test");
  });

  test("a page with every fault gets a fail or a warning for each, in plain words", async ({ page }) => {
    await page.goto("/audit");
    await page.getByLabel("Website URL").fill(fixture("faults"));
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page).toHaveURL(PREVIEW_PATH);
    const found = await statuses(page);
    for (const id of [
      "title",
      "description",
      "h1",
      "canonical",
      "robots-meta",
      "lang",
      "viewport",
      "social",
      "json-ld",
      "image-alt",
      "robots-txt",
      "sitemap",
      "favicon",
    ]) {
      expect(found[id], id).not.toBe("Pass");
    }
    await expect(finding(page, "robots-meta")).toContainText(/noindex/i);
    await expect(finding(page, "h1")).toContainText("2");
    await expect(finding(page, "image-alt")).toContainText("2");
  });

  test("an invalid address comes back in place with the message and what was typed", async ({ page, context }) => {
    const opened: string[] = [];
    context.on("page", (tab) => opened.push(tab.url()));
    await page.goto("/audit");
    await page.getByLabel("Website URL").fill("localhost");
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid domain");
    await expect(page.getByLabel("Website URL")).toHaveValue("localhost");
    expect(new URL(page.url()).pathname).toBe("/audit");
    expect(opened).toEqual([]);
  });

  for (const [path, form] of [
    ["/", "#audit-section"],
    ["/national-seo-audit", "main"],
  ] as const) {
    test(`the form on ${path} lands on the preview in the same tab`, async ({ page }) => {
      await page.goto(path);
      const section = page.locator(form);
      await section.getByLabel("Website URL").fill(fixture("redirects"));
      await section.locator('form[action="/audit"] button[type="submit"]').click();
      await expect(page).toHaveURL(PREVIEW_PATH);
      await expect(finding(page, "redirects")).toContainText("2");
      await expect(page.locator('[data-check="redirects"]')).not.toContainText("Fail");
    });
  }
});

test.describe("safe to point at anything", () => {
  test("a redirect to a private address is refused at the hop, and nothing is fetched there", async ({ request }) => {
    const answer = await request.post("/audit", { form: { url: fixture("private") }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    const preview = await request.get(answer.headers()["location"]!);
    // One visitor's report, whose address is the key to it: kept by no shared cache, never indexed.
    expect(preview.headers()["cache-control"]).toBe("private, no-store");
    expect(preview.headers()["x-robots-tag"]).toBe("noindex");
    const html = await preview.text();
    expect(html).toContain('data-check="redirects"');
    expect(html).toMatch(/10\.0\.0\.1/);
    const redirects = /data-check="redirects"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(redirects).toContain("Fail");
  });

  for (const url of [
    "http://10.0.0.1/",
    "http://127.0.0.1:8799/",
    "http://[::1]/",
    "http://2130706433/",
    "http://intranet.local/",
    "https://example.com:8443/",
  ]) {
    test(`${url} is refused before anything is fetched`, async ({ request }) => {
      const answer = await request.post("/audit", { form: { url }, maxRedirects: 0 });
      expect(answer.status()).toBe(400);
    });
  }

  test("a loop, a slow server, a huge body and a PDF are findings, not errors", async ({ request }) => {
    test.setTimeout(60_000);
    const reports = await Promise.all(
      ["loop", "slow", "huge", "pdf"].map(async (site) => {
        const answer = await request.post("/audit", {
          form: { url: fixture(site) },
          maxRedirects: 0,
          headers: { "CF-Connecting-IP": visitorAddress() },
        });
        expect(answer.status(), site).toBe(303);
        const page = await request.get(answer.headers()["location"]!);
        expect(page.status(), site).toBe(200);
        return [site, await page.text()] as const;
      }),
    );
    const text = Object.fromEntries(reports);
    expect(text.loop).toMatch(/loop/i);
    expect(text.slow).toMatch(/did not arrive within 8(\.0)? s/);
    expect(text.huge).toMatch(/2 MB|first 2/i);
    expect(text.pdf).toMatch(/application\/pdf/);
    for (const [site, html] of reports) expect(html, site).toContain("Preview score:");
  });

  test("one site is audited at most 10 times a minute, whoever asks: then 429 with Retry-After", async ({
    request,
  }) => {
    const host = `limit-${Date.now()}.fixtures.test`;
    const statusesSeen: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const answer = await request.post("/audit", {
        form: { url: `http://${host}/` },
        maxRedirects: 0,
        headers: { "CF-Connecting-IP": visitorAddress() },
      });
      statusesSeen.push(answer.status());
      if (answer.status() === 429) retryAfter = answer.headers()["retry-after"];
    }
    expect(statusesSeen.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statusesSeen.slice(10)).toEqual([429, 429]);
    expect(retryAfter).toBe("60");
  });

  test("an unknown or malformed preview address is a 404 page", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00"]) {
      const response = await page.goto(`/audit/preview/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This audit preview does not exist or has expired.",
      );
    }
  });
});

test.describe("with JavaScript", () => {
  test("the analyser opens in a new tab, the toast shows, and the preview appears in place", async ({
    page,
    context,
  }) => {
    await interceptAnalyser(context);
    await page.goto("/audit");
    await waitForHydration(page);
    await page.getByLabel("Website URL").fill(fixture("good"));
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Analysis Started" })).toContainText(
      "Your website is being analyzed by SearchAtlas.",
    );
    const tab = await popup;
    await tab.waitForURL(/searchenginelabs/);
    expect(new URL(tab.url()).searchParams.get("hostname")).toBe("good.fixtures.test");
    expect(new URL(page.url()).pathname).toBe("/audit");
    const region = page.locator("[data-audit-inline]");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region.getByRole("heading", { name: /Preview score: \d+ out of 100/ })).toBeVisible();
    await expect(region.locator("[data-check]")).toHaveCount(EVERY_CHECK.length);
    const own = region.getByRole("link", { name: "Open this report on its own page" });
    await expect(own).toHaveAttribute("href", PREVIEW_PATH);
    // Stored with its report, under the preview's id.
    const previewId = (await own.getAttribute("href"))!.split("/").pop();
    await expect
      .poll(async () =>
        selectAsServiceRole<{ hostname: string; score: number | null }>("audit_requests", `preview_id=eq.${previewId}`),
      )
      .toEqual([expect.objectContaining({ hostname: "good.fixtures.test", score: expect.any(Number) })]);
  });

  test("an address the server refuses comes back at the field, and no tab stays open", async ({ page, context }) => {
    await page.goto("/audit");
    await waitForHydration(page);
    // Passes the browser's rules, refused by the fetcher's: a name under .internal.
    await page.getByLabel("Website URL").fill("intranet.corp.internal");
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a public website, not a local address");
    await expect.poll(() => context.pages().length).toBe(1);
  });
});

test.describe("axe WCAG 2.1 AA on the preview page", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${colorScheme} theme, as served and with scripts`, async ({ browser, request }) => {
      const answer = await request.post("/audit", { form: { url: fixture("faults") }, maxRedirects: 0 });
      const path = answer.headers()["location"]!;
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await expectNoServerRenderedA11yViolations(page, path);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      await context.close();
    });
  }
});

test.describe("Email me this report, and the admin", () => {
  test("the visitor becomes a lead whose page in the inbox shows the report; the audit list shows its score, findings and the domain's history", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // Without JavaScript, as the form works for everyone; the same site twice for a history.
    const visitor = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
    });
    const page = await visitor.newPage();
    const stamp = Date.now();
    for (const run of [1, 2]) {
      await page.goto("/audit");
      await page.getByLabel("Website URL").fill(`http://faults.fixtures.test/?history=${stamp}-${run}`);
      await page.getByRole("button", { name: "Analyze My Website" }).click();
      await expect(page).toHaveURL(PREVIEW_PATH);
    }
    const previewId = new URL(page.url()).pathname.split("/").pop()!;
    const email = `report-${stamp}@example.com`;
    // An empty name comes back with the field's message and the email kept.
    await page.getByLabel("Work email").fill(email);
    await waitOutTimeTrap(page);
    await page.getByRole("button", { name: "Email me this report" }).click();
    await expect(page.getByLabel("Work email")).toHaveValue(email);
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Full name").fill("Rita Report");
    await waitOutTimeTrap(page);
    await page.getByRole("button", { name: "Email me this report" }).click();
    await expect(page.getByRole("status")).toContainText("An SEO specialist will email you this report");
    await visitor.close();

    const [lead] = await selectAsServiceRole<{ id: number; kind: string; audit_preview_id: string }>(
      "leads",
      `email=eq.${encodeURIComponent(email)}`,
    );
    expect(lead).toEqual(expect.objectContaining({ kind: "audit", audit_preview_id: previewId }));

    const admin = await browser.newContext({ storageState: await signedInState(browser, DEMO_ADMIN) });
    const inbox = await admin.newPage();
    await inbox.goto(`/admin/leads/${lead!.id}`);
    const report = inbox.getByRole("region", { name: "Audit report asked for" });
    await expect(report).toContainText("faults.fixtures.test");
    await expect(report).toContainText(/Score \d+\/100/);
    await expect(report.getByRole("list", { name: "Top findings" }).getByRole("listitem")).toHaveCount(3);
    await expect(report.getByRole("link", { name: "Open the report" })).toHaveAttribute(
      "href",
      `/audit/preview/${previewId}`,
    );

    await inbox.goto("/admin/audits?domain=faults.fixtures.test");
    await expect(inbox.getByRole("heading", { name: "History of faults.fixtures.test" })).toBeVisible();
    const row = inbox.getByRole("row").filter({ hasText: `history=${stamp}-2` });
    await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d+$/);
    await expect(row).toContainText(/Main heading|Robots|Title|Meta description/);
    await expect(row.getByRole("link", { name: /audits$/ })).toBeVisible();
    await expectNoA11yViolations(inbox);
    await admin.close();
  });
});

test("a customer's project audit shows its score on the project page, linked to its report, and on the dashboard", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedInState(browser, DEMO_USER),
  });
  const page = await customer.newPage();
  const name = `Scored site ${Date.now()}`;
  await page.goto("/dashboard");
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Website").fill(fixture("good"));
  await page.getByRole("button", { name: "Add project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The project's audit opens in a new tab, on its preview.
  const [tab] = await Promise.all([
    customer.waitForEvent("page"),
    page.getByRole("button", { name: /^Audit http:\/\/good\.fixtures\.test/ }).click(),
  ]);
  await expect(tab).toHaveURL(PREVIEW_PATH);
  const heading = tab.getByRole("heading", { name: /Preview score: \d+ out of 100/ });
  await expect(heading).toBeVisible();
  const score = /Preview score: (\d+)/.exec((await heading.textContent()) ?? "")![1]!;

  await page.reload();
  const row = page.getByRole("table", { name: "Recent audits of this project, newest first" }).getByRole("row").nth(1);
  await expect(row.getByRole("link", { name: /good\.fixtures\.test/ })).toHaveAttribute(
    "href",
    new URL(tab.url()).pathname,
  );
  // The address is the row's header; the score is its first cell.
  await expect(row.getByRole("cell").first()).toHaveText(score);

  await page.goto("/dashboard");
  const audits = page.getByRole("list", { name: `Recent audits: ${name}` });
  await expect(audits.getByRole("listitem").first()).toContainText(score);
  const projectPath = new URL(
    (await audits.locator("xpath=ancestor::li[1]").getByRole("link").first().getAttribute("href"))!,
    page.url(),
  ).pathname;

  // Both pages as served, scored rows and all, pass axe.
  const scan = await browser.newContext({ storageState: await customer.storageState() });
  const scanned = await scan.newPage();
  await expectNoServerRenderedA11yViolations(scanned, "/dashboard");
  await expectNoServerRenderedA11yViolations(scanned, projectPath);
  await scan.close();
  await customer.close();
});
