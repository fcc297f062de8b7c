/**
 * The top bar, its mega-menus and the mobile menu, with and without JavaScript; where the bar is
 * hidden; the brand word rotation. Crawler files and redirects are in crawler-files.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { topBarItems } from "../../app/content/navigation";
import { createAccount } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";

/** A page of this branch's own that carries the bar (the home page is the other). */
const PUBLIC_PAGE = "/sitemap.html";

/** A fixed start for Playwright's clock (any date will do; a fixed one makes runs alike). */
const CLOCK_START = new Date("2026-11-02T09:00:00Z").getTime();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A top item's mega-menu disclosure: its summary, and the <details> that holds the panel. */
const summaryOf = (page: Page, label: string) => mainNav(page).locator("summary", { hasText: label });
const menuOf = (page: Page, label: string) => mainNav(page).locator(`details[data-menu="${label}"]`);

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("top bar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("items are links, and each mega-menu is a disclosure whose panel links to its page or section", async ({
    page,
  }) => {
    await page.goto(PUBLIC_PAGE);
    for (const item of topBarItems) {
      if (!item.megaMenu) {
        await expect(mainNav(page).getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
          "href",
          item.href,
        );
        continue;
      }
      await summaryOf(page, item.label).click();
      await expect(menuOf(page, item.label).getByRole("link", { name: `${item.label} overview` })).toHaveAttribute(
        "href",
        item.href,
      );
    }
    await expect(page.getByRole("link", { name: "Free Audit", exact: true })).toHaveAttribute(
      "href",
      "/national-seo-audit",
    );
  });

  test("a menu's link navigates", async ({ page }) => {
    await page.goto(PUBLIC_PAGE);
    await summaryOf(page, "Pricing").click();
    await menuOf(page, "Pricing").getByRole("link", { name: "Pricing overview" }).click();
    await expect(page).toHaveURL("/#pricing");
  });

  test("the item of the current path is marked as served", async ({ page }) => {
    await page.goto("/crm-seo");
    await expect(summaryOf(page, "CRM")).toHaveAttribute("data-current", "true");
    await expect(mainNav(page).locator("[data-current], [aria-current]")).toHaveCount(1);
  });

  test("the wordmark's word is in the HTML as one word, behind a stable name", async ({ page }) => {
    await page.goto("/");
    const brand = page.getByRole("link", { name: "Rankwell home" });
    await expect(brand).toHaveAttribute("href", "/");
    await expect(brand).toHaveText("RankwellSEO");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the Menu disclosure lists every top item and the login options", async ({ page }) => {
      await page.goto(PUBLIC_PAGE);
      await expect(mainNav(page)).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      for (const item of topBarItems) {
        await expect(menu.getByRole("link", { name: item.label, exact: true }).first()).toHaveAttribute(
          "href",
          item.href,
        );
      }
      await expect(page.getByRole("heading", { name: "Login Options" })).toBeVisible();
    });
  });
});

test.describe("mega-menus with JavaScript", () => {
  test("Enter opens a menu, Tab reaches its links, Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, PUBLIC_PAGE);
    const summary = summaryOf(page, "Features");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/#features");
    await page.keyboard.press("Escape");
    await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
  });

  test("one menu at a time: opening Services closes Features; Services shows its cards and actions", async ({
    page,
  }) => {
    await gotoHydrated(page, PUBLIC_PAGE);
    await summaryOf(page, "Features").click();
    await summaryOf(page, "Services").click();
    await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    const menu = menuOf(page, "Services");
    await expect(menu.getByRole("link", { name: /^Local SEO Services/ })).toHaveAttribute(
      "href",
      "/services/local-seo",
    );
    await expect(menu.getByRole("link", { name: "Free SEO Audit" })).toHaveAttribute("href", "/national-seo-audit");
    await expect(menu.getByRole("link", { name: "Case Studies" })).toHaveAttribute("href", "/case-studies");
    await expect(menu.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/book-demo");
    await expectNoA11yViolations(page);
  });

  test("an open menu passes axe on the dark home page too", async ({ page }) => {
    await gotoHydrated(page, "/");
    await summaryOf(page, "Websites").click();
    await expect(menuOf(page, "Websites").getByRole("link", { name: "Websites overview" })).toBeVisible();
    // The rest of the home page is scanned on its own (visual-system.spec.ts); here the open menu.
    await expectNoA11yViolations(page, "header");
  });

  test("a click on the dimmed overlay closes the menu", async ({ page }) => {
    await gotoHydrated(page, PUBLIC_PAGE);
    await summaryOf(page, "Pricing").click();
    await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    await page.mouse.click(5, 880);
    await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
  });

  test("a home section in the address marks its item once hydrated", async ({ page }) => {
    await gotoHydrated(page, "/#pricing");
    await expect(summaryOf(page, "Pricing")).toHaveAttribute("data-current", "true");
    await expect(mainNav(page).locator("[data-current], [aria-current]")).toHaveCount(1);
  });

  test("choosing an item navigates, closes the menu and marks the item active", async ({ page }) => {
    await gotoHydrated(page, PUBLIC_PAGE);
    await summaryOf(page, "Features").click();
    await menuOf(page, "Features").getByRole("link", { name: "Features overview" }).click();
    await expect(page).toHaveURL("/#features");
    await expect(mainNav(page).locator("details[open]")).toHaveCount(0);
    await expect(summaryOf(page, "Features")).toHaveAttribute("data-current", "true");
  });
});

test.describe("mobile menu with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens full screen, changes section, and closes with Escape back to its button", async ({ page }) => {
    await page.goto(PUBLIC_PAGE);
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(dialog.getByRole("tab", { name: "Quick Actions" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("link", { name: /ROI Calculator/ })).toHaveAttribute("href", "/#pricing");
    await dialog.getByRole("button", { name: /^Next/ }).click();
    await expect(dialog.getByRole("tab", { name: "Services" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel").getByRole("link", { name: /^Local SEO Services/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto(PUBLIC_PAGE);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/#pricing");
    await expect(dialog).toBeHidden();
  });
});

test.describe("where the bar is shown", () => {
  test("hidden, with the footer, on the signed-in dashboard and the audit tool; shown on /auth", async ({ page }) => {
    await page.goto("/auth");
    await expect(mainNav(page)).toBeVisible();
    await page.getByLabel("Email").fill("user@example.com");
    await page.getByLabel("Password").fill("user-demo-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/dashboard");
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    await page.goto("/audit");
    await expect(mainNav(page)).toHaveCount(0);
    // The tool's own slim bar leads home; the site footer's link groups are not drawn.
    await expect(page.getByRole("link", { name: "Rankwell home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Florida offices")).toHaveCount(0);
    // Signed in, the account menu takes the place of Login and Sign In, and the bar still fits.
    await gotoHydrated(page, PUBLIC_PAGE);
    await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
    const overflow = await page.locator("header > div").evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("signed in, the account menu's Log out signs the viewer out", async ({ page }) => {
  // An account of its own: logging the demo user in again would spend its sign-ins per minute.
  await createAccount(page, "menu-logout");
  await gotoHydrated(page, PUBLIC_PAGE);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL("/auth");
  await gotoHydrated(page, PUBLIC_PAGE);
  await expect(page.getByRole("button", { name: /Account menu for/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
});

test.describe("brand word rotation", () => {
  test("changes every 3 s", async ({ page }) => {
    // The clock stands still from the first script on: the rotation moves only when the test says,
    // however long the page takes to load and hydrate on a busy machine.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1_000);
    await gotoHydrated(page, "/");
    const brand = page.getByRole("link", { name: "Rankwell home" });
    await expect(brand).toHaveText("RankwellSEO");
    await page.clock.runFor(2_900);
    await expect(brand).toHaveText("RankwellSEO");
    await page.clock.runFor(350);
    await expect(brand).toHaveText("RankwellWebsites");
    await page.clock.runFor(3_000);
    await expect(brand).toHaveText("RankwellMarketing");
  });

  test("stays still when reduced motion is preferred", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1_000);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(page.getByRole("link", { name: "Rankwell home" })).toHaveText("RankwellSEO");
  });
});
