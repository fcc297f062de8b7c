/**
 * What moves around navigation (issue 12, docs/product.md §4.6, §4.9, §7.6): the Loading...
 * indicator of a pending navigation, the mega-menus' hover timing, swiping the mobile menu, and the
 * service worker's prefetch; and that without JavaScript none of it is in the way.
 */
import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/html";

/** A light page of this branch's own that carries the bar. */
const PUBLIC_PAGE = "/sitemap.html";
const CLOCK_START = new Date("2026-11-23T12:00:00Z").getTime();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuOf = (page: Page, label: string) => mainNav(page).locator(`details[data-menu="${label}"]`);
const summaryOf = (page: Page, label: string) => menuOf(page, label).locator("summary");
const indicator = (page: Page) => page.locator("[data-navigation-progress]");

test.describe("pending navigation", () => {
  test("Loading... fades in while the next page is on its way, is announced, and goes when it arrives", async ({
    page,
  }) => {
    await page.goto(PUBLIC_PAGE);
    await waitForHydration(page);
    await expect(indicator(page)).toHaveAttribute("data-navigation-progress", "idle");
    await expect(indicator(page)).toHaveCSS("opacity", "0");
    await expect(indicator(page)).toHaveCSS("transition-duration", "0.3s");

    // Hold the About page's data until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/about\?_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await mainNav(page).getByRole("link", { name: "About" }).click();
    await expect(indicator(page)).toHaveAttribute("data-navigation-progress", "loading");
    await expect(indicator(page)).toHaveText("Loading...");
    await expect(indicator(page)).toHaveCSS("opacity", "1");
    await expect(page.locator("[data-navigation-status]").filter({ hasText: "Loading..." })).toHaveCount(1);

    release();
    await expect(page).toHaveURL("/about");
    await expect(indicator(page)).toHaveAttribute("data-navigation-progress", "idle");
    await expect(indicator(page)).toHaveCSS("opacity", "0");
    await expect(page.locator("[data-navigation-status]").filter({ hasText: "Loading..." })).toHaveCount(0);
  });
});

test.describe("mega-menu hover timing", () => {
  test("opens after 200 ms of hover, closes 150 ms after the pointer leaves, and the next opens at once", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(PUBLIC_PAGE);
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(CLOCK_START + 600_000);

    // The hover intent is fetched on the first hover; its timer starts once it is here.
    const intent = page.waitForResponse((response) => response.url().includes("/menu-hover-"));
    await summaryOf(page, "Features").hover();
    await intent;
    await page.clock.runFor(190);
    await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    await page.clock.runFor(20);
    await expect(menuOf(page, "Features")).toHaveAttribute("open", "");

    // Resting on the open panel keeps it open.
    await menuOf(page, "Features").getByRole("link", { name: "Features overview" }).hover();
    await page.clock.runFor(1000);
    await expect(menuOf(page, "Features")).toHaveAttribute("open", "");

    // Away from the menu: it waits 150 ms, then closes.
    await page.getByRole("link", { name: "Rankwell home" }).hover();
    await page.clock.runFor(140);
    await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
    await page.clock.runFor(20);
    await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");

    // Within 300 ms of a menu closing, the next one opens without waiting.
    await page.clock.runFor(100);
    await summaryOf(page, "Pricing").hover();
    await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    // A click on the menu the mouse opened keeps it open; a second click closes it.
    await summaryOf(page, "Pricing").click();
    await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    await summaryOf(page, "Pricing").click();
    await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
    await page.clock.runFor(1000);
    await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
  });

  test("a menu the mouse only passes over does not open", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(PUBLIC_PAGE);
    await waitForHydration(page);
    await page.clock.pauseAt(CLOCK_START + 600_000);
    const intent = page.waitForResponse((response) => response.url().includes("/menu-hover-"));
    await summaryOf(page, "CRM").hover();
    await intent;
    await page.clock.runFor(100);
    await page.getByRole("link", { name: "Rankwell home" }).hover();
    await page.clock.runFor(1000);
    await expect(mainNav(page).locator("details[open]")).toHaveCount(0);
  });
});

test.describe("mobile menu on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** A quick horizontal swipe across the section panel, by the browser's own touch events. */
  async function swipe(page: Page, fromX: number, toX: number) {
    const box = (await page.getByRole("tabpanel").boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch("touchStart", fromX);
    for (const step of [0.25, 0.5, 0.75, 1]) await touch("touchMove", fromX + (toX - fromX) * step);
    await touch("touchEnd");
    await cdp.detach();
  }

  test("a swipe moves between the five sections, wrapping; an item closes the menu", async ({ page }) => {
    await page.goto("/book-demo");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    const selected = dialog.getByRole("tab", { selected: true });
    await expect(selected).toHaveAccessibleName("Quick Actions");
    await expect(dialog.getByRole("tab")).toHaveCount(5);

    await swipe(page, 330, 90);
    await expect(selected).toHaveAccessibleName("Services");
    await swipe(page, 90, 330);
    await expect(selected).toHaveAccessibleName("Quick Actions");
    await swipe(page, 90, 330);
    await expect(selected).toHaveAccessibleName("Websites");
    // 40 px is no swipe.
    await swipe(page, 200, 160);
    await expect(selected).toHaveAccessibleName("Websites");

    // An item for the page already shown changes no route, and still closes the menu.
    await swipe(page, 330, 90);
    await dialog
      .getByRole("tabpanel")
      .getByRole("link", { name: /Website Demo/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/book-demo");
  });
});

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });
  test("/sw.js is served fresh and versioned, and the files it prefetches exist", async ({ request }) => {
    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    const source = await worker.text();
    expect(source).toMatch(/"rankwell-prefetch-[\w.-]+"/);
    expect(source).not.toContain('addEventListener("fetch"');
    for (const path of ["/favicon.ico", "/manifest.json"]) expect((await request.get(path)).status()).toBe(200);
  });

  test("once the page is idle it registers and keeps /favicon.ico and /manifest.json, nothing else", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(PUBLIC_PAGE);
    const cached = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const entries = await Promise.all(
          names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)),
        );
        return { names, paths: entries.flat().sort() };
      });
    await expect
      .poll(async () => (await cached()).paths, { timeout: 15_000 })
      .toEqual(["/favicon.ico", "/manifest.json"]);
    expect((await cached()).names).toEqual([expect.stringMatching(/^rankwell-prefetch-/)]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    expect(errors).toEqual([]);
  });

  test("a failed prefetch is only logged", async ({ page, context }) => {
    await context.route("**/manifest.json", (route) => route.fulfill({ status: 503, body: "" }));
    const logged = page.waitForEvent("console", (message) =>
      message.text().startsWith("Service worker prefetch error"),
    );
    await page.goto(PUBLIC_PAGE);
    expect((await logged).type()).toBe("error");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no indicator shows, and a mega-menu still opens on click", async ({ page }) => {
    await page.goto(PUBLIC_PAGE);
    await expect(indicator(page)).toHaveCSS("opacity", "0");
    await expect(page.locator("[data-navigation-status]").filter({ hasText: "Loading..." })).toHaveCount(0);
    await summaryOf(page, "Services").click();
    await expect(menuOf(page, "Services")).toHaveAttribute("open", "");
    await expect(menuOf(page, "Services").getByRole("link", { name: "Services overview" })).toBeVisible();
  });
});
