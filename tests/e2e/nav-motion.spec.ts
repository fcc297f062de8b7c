/**
 * What moves around navigation (issue 12, docs/product.md §4.6, §4.9, §7.6): the Loading...
 * indicator of a pending navigation, the mega-menus' hover timing, and the service worker's
 * prefetch in a browser. Swiping the mobile menu and the page without JavaScript are on the visits
 * of navigation.spec.ts; /sw.js as served is checked without a browser
 * (tests/http/nav-service-worker.spec.ts).
 */
import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/html";
import { scaled } from "./support/machine";

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
    await page.route(/\/about\.data/, async (route) => {
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
  test("opens after 200 ms of hover, closes 150 ms after the pointer leaves, the next opens at once; one the mouse only passes over does not open", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(PUBLIC_PAGE);
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(CLOCK_START + 600_000);

    await test.step("opens after 200 ms of hover", async () => {
      // The hover intent is fetched on the first hover; its timer starts once it is here.
      const intent = page.waitForResponse((response) => response.url().includes("/menu-hover-"));
      await summaryOf(page, "Features").hover();
      await intent;
      await page.clock.runFor(190);
      await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
      await page.clock.runFor(20);
      await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
    });

    await test.step("resting on the open panel keeps it open", async () => {
      await menuOf(page, "Features").getByRole("link", { name: "Features overview" }).hover();
      await page.clock.runFor(1000);
      await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
    });

    await test.step("away from the menu it waits 150 ms, then closes", async () => {
      await page.getByRole("link", { name: "Rankwell home" }).hover();
      await page.clock.runFor(140);
      await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
      await page.clock.runFor(20);
      await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    });

    await test.step("resting on the dimmed page under it closes it as leaving does", async () => {
      await summaryOf(page, "Features").hover();
      await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
      const { height } = page.viewportSize()!;
      await page.mouse.move(5, height - 5);
      await page.clock.runFor(140);
      await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
      await page.clock.runFor(20);
      await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    });

    await test.step("within 300 ms of a menu closing, the next one opens without waiting", async () => {
      await page.clock.runFor(100);
      await summaryOf(page, "Pricing").hover();
      await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    });

    await test.step("a click on the menu the mouse opened keeps it open; a second click closes it", async () => {
      await summaryOf(page, "Pricing").click();
      await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
      await summaryOf(page, "Pricing").click();
      await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
      await page.clock.runFor(1000);
      await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
    });

    await test.step("a menu the mouse only passes over does not open", async () => {
      // Over a second after the last menu closed, so no grace period is left to open it at once.
      await summaryOf(page, "CRM").hover();
      await page.clock.runFor(100);
      await page.getByRole("link", { name: "Rankwell home" }).hover();
      await page.clock.runFor(1000);
      await expect(mainNav(page).locator("details[open]")).toHaveCount(0);
    });
  });
});

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });
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
      .poll(async () => (await cached()).paths, { timeout: scaled(15_000) })
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
