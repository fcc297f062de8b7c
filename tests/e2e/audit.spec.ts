import fc from "fast-check";
import { expect, test, type BrowserContext } from "./support/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { visitorAddress } from "./support/bot-traps";
import { waitForHydration } from "./support/html";
import { selectAsServiceRole } from "./support/supabase-admin";

const ANALYSER = "https://data.searchenginelabs.com/go/url/";
/** A fixed start for tests that drive the page's clock. */
const CLOCK_START = Date.parse("2026-11-22T12:00:00Z");

/** Nothing leaves this machine: the analyser and audited sites are answered locally. */
async function interceptOutside(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().url().startsWith(ANALYSER)
      ? route.fulfill({ status: 200, contentType: "text/html", body: "<title>Analyser</title><h1>Analyser</h1>" })
      : route.fulfill({ status: 404, body: "" }),
  );
}

function uniqueHost(): string {
  return `audit-${Date.now()}-${Math.random().toString(36).slice(2, 7)}.example.com`;
}

test.describe("audit action (plain HTTP)", () => {
  test("a valid URL is answered 303 to its preview; the form's script gets the analyser link too", async ({
    request,
  }) => {
    const response = await request.post("/audit", { form: { url: "example.com" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toMatch(/^\/audit\/preview\/[0-9a-f-]{36}$/);

    const inline = await request.post(`/audit?_data=${encodeURIComponent("routes/audit")}`, {
      form: { url: "example.com" },
      headers: { "X-Audit-Inline": "1" },
    });
    expect(inline.status()).toBe(201);
    const started = (await inline.json()) as { preview: string; analyzer: string };
    expect(started.preview).toMatch(/^\/audit\/preview\/[0-9a-f-]{36}$/);
    const location = new URL(started.analyzer);
    expect(`${location.origin}${location.pathname}`).toBe(ANALYSER);
    expect(started.analyzer).toContain("domain_analyzer=https%3A%2F%2Fexample.com");
    expect(location.searchParams.get("hostname")).toBe("example.com");
    expect(location.searchParams.get("userId")).toBe("100001");
  });

  test("an accepted audit is recorded in audit_requests", async ({ request }) => {
    const host = uniqueHost();
    const response = await request.post("/audit", { form: { url: `http://${host}/pricing` }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    await expect
      .poll(async () =>
        selectAsServiceRole<{ url: string; user_id: string | null }>("audit_requests", `hostname=eq.${host}`),
      )
      .toEqual([expect.objectContaining({ url: `http://${host}/pricing`, user_id: null })]);
  });

  test("200 generated inputs never get a 5xx", async ({ request }) => {
    test.setTimeout(120_000);
    const inputs = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.string({ unit: "grapheme", maxLength: 40 }),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.domain(),
        fc.ipV4(),
        fc.ipV6().map((ip) => `http://[${ip}]/`),
        fc.constantFrom("javascript:alert(1)", "data:,x", "ftp://x.y", "localhost", "%00", "a".repeat(5000)),
      ),
      { numRuns: 200, seed: 2026 },
    );
    const statuses = new Map<number, number>();
    for (let i = 0; i < inputs.length; i += 10) {
      const batch = inputs.slice(i, i + 10);
      const results = await Promise.all(
        // Each from its own address: this checks validation, not the audit's rate limit.
        batch.map((url) =>
          request
            .post("/audit", { form: { url }, maxRedirects: 0, headers: { "CF-Connecting-IP": visitorAddress() } })
            .then((r) => r.status()),
        ),
      );
      for (const status of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(
      [...statuses.keys()].every((status) => status === 303 || status === 400),
      JSON.stringify([...statuses]),
    ).toBe(true);
  });
});

test.describe("audit form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, form] of [
    ["/", "#audit-section"],
    ["/national-seo-audit", "main"],
    ["/florida-seo-audit", "main"],
    ["/wyoming-seo-audit", "main"],
  ] as const) {
    test(`the form on ${path} lands on the audit's preview in the same tab`, async ({ page, context }) => {
      const opened: string[] = [];
      context.on("page", (tab) => opened.push(tab.url()));
      await page.goto(path);
      const section = page.locator(form);
      // A fixture site (scripts/audit-fixture-sites.mjs): nothing leaves the machine.
      await section.getByLabel("Website URL").fill("Good.Fixtures.Test/?from=form");
      await section.locator('form[action="/audit"] button[type="submit"]').click();
      await expect(page).toHaveURL(/\/audit\/preview\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO audit preview: good.fixtures.test");
      expect(opened).toEqual([]);
    });
  }

  for (const [typed, message] of [
    ["localhost", "Please enter a valid domain"],
    ["", "Please enter a website URL"],
  ] as const) {
    test(`${typed || "an empty field"} comes back in place with "${message}" and the value kept`, async ({ page }) => {
      await page.goto("/audit");
      await page.getByLabel("Website URL").fill(typed);
      await page.getByRole("button", { name: "Analyze My Website" }).click();
      await expect(page.getByRole("alert")).toHaveText(message);
      await expect(page.getByLabel("Website URL")).toHaveValue(typed);
      expect(new URL(page.url()).pathname).toBe("/audit");
    });
  }
});

test.describe("audit form with JavaScript", () => {
  test.beforeEach(async ({ context, page }) => {
    await interceptOutside(context);
    await page.goto("/audit");
    await waitForHydration(page);
  });

  test("an invalid value shows its message after the debounce and disables submit", async ({ page }) => {
    const field = page.getByLabel("Website URL");
    await field.fill("localhost");
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid domain");
    await expect(page.getByRole("button", { name: "Analyze My Website" })).toBeDisabled();
  });

  test("validation waits 500 ms after the last keystroke", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.reload();
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(CLOCK_START + 600_000);
    const field = page.getByLabel("Website URL");
    await field.pressSequentially("localhost");
    await page.clock.runFor(450);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Analyze My Website" })).toBeEnabled();
    await page.clock.runFor(100);
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid domain");
    await expect(page.getByRole("button", { name: "Analyze My Website" })).toBeDisabled();
    await field.fill("example.com");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Analyze My Website" })).toBeEnabled();
  });

  test("http sites get the non-blocking HTTPS warning; https sites a green check", async ({ page }) => {
    const field = page.getByLabel("Website URL");
    await field.fill("http://example.com");
    const warning = page.getByText(
      "This site doesn't use secure HTTPS. We recommend using sites with HTTPS for better security.",
    );
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute("title", "Not using HTTPS");
    await expect(page.getByRole("button", { name: "Analyze My Website" })).toBeEnabled();
    await field.fill("https://example.com");
    await expect(page.getByTestId("audit-https-ok")).toBeVisible();
    await expect(warning).toHaveCount(0);
  });

  test("a favicon that fails to load falls back to the generic icon", async ({ page }) => {
    await page.getByLabel("Website URL").fill("example.com");
    await expect(page.getByTestId("audit-https-ok")).toBeVisible();
    await expect(page.getByTestId("audit-generic-icon")).toBeVisible();
    await expect(page.getByTestId("audit-favicon")).toHaveCount(0);
  });

  test("an empty submit says so without leaving the page", async ({ page }) => {
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a website URL");
  });

  test("submitting opens the analyser in a new tab and shows the toast", async ({ page }) => {
    const stamp = `toast=${Date.now()}`;
    await page.getByLabel("Website URL").fill(`http://good.fixtures.test/?${stamp}`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Analyze My Website" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Analysis Started" });
    await expect(toast).toContainText("Your website is being analyzed by SearchAtlas.");
    const tab = await popup;
    await tab.waitForURL(/searchenginelabs/);
    expect(new URL(tab.url()).searchParams.get("hostname")).toBe("good.fixtures.test");
    await expect.poll(async () => (await selectAsServiceRole("audit_requests", `url=like.*${stamp}`)).length).toBe(1);
  });
});

test("on the home page the field is checked as typed, even straight after the page opens", async ({ page }) => {
  // Its checks load with the page's behaviour past the first screen, on first use (ADR 037):
  // focusing the field is that use, and what is typed before they arrive is checked too.
  await page.goto("/");
  await waitForHydration(page);
  const form = page.locator("#audit-section");
  await form.getByLabel("Website URL").fill("localhost");
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid domain");
  await expect(form.getByRole("button", { name: "Analyze My Website" })).toBeDisabled();
  await form.getByLabel("Website URL").fill("example.com");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Analyze My Website" })).toBeEnabled();
});

test("toasts: at most three at once, each gone after 4 seconds", async ({ page }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto("/audit");
  await waitForHydration(page);
  await page.clock.pauseAt(CLOCK_START + 600_000);
  await page.evaluate(() => {
    const helper = document.querySelector("[data-toast-helper]")!;
    for (const title of ["One", "Two", "Three", "Four", "Five"]) {
      helper.dispatchEvent(new CustomEvent("app:toast", { detail: { title } }));
    }
  });
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("status");
  await expect(toasts).toHaveText(["Three", "Four", "Five"]);
  await page.clock.runFor(3_900);
  await expect(toasts).toHaveCount(3);
  await page.clock.runFor(200);
  await expect(toasts).toHaveCount(0);
});

test("the audit tool page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/audit");
});
