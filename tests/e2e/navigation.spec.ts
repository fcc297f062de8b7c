/**
 * The top bar, its mega-menus and the mobile menu in a browser, with and without JavaScript: what
 * only a browser shows (disclosures opening, focus, the keyboard, touch, layout, axe). The bar's
 * markup as served (its links, menus, the current item, the wordmark, which frames carry it) is
 * checked without a browser in tests/http/nav-top-bar.spec.ts; the wordmark's rotation and the item
 * a home section marks, on the home page's visits, in home-motion.spec.ts; hover timing and the
 * Loading... indicator in nav-motion.spec.ts. Crawler files and redirects are in
 * tests/http/crawler-files.spec.ts.
 *
 * Each test is one visit that gathers the facts of one page state, each in a step of its own name.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { topBarItems } from "../../app/content/navigation";
import { expectNoA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/html";
import { apiAccount, signInByRequest } from "./support/account-setup";

/** A page of this branch's own that carries the bar (the home page is the other). */
const PUBLIC_PAGE = "/sitemap.html";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A top item's mega-menu disclosure: its summary, and the <details> that holds the panel. */
const summaryOf = (page: Page, label: string) => mainNav(page).locator("summary", { hasText: label });
const menuOf = (page: Page, label: string) => mainNav(page).locator(`details[data-menu="${label}"]`);
const indicator = (page: Page) => page.locator("[data-navigation-progress]");

const TRANSPARENT = "rgba(0, 0, 0, 0)";

/**
 * The mobile menu's end (ADR 075): its one filled button is the free audit, and Sign In is a row
 * like the other login options, with no fill of its own.
 */
async function expectAuditFirstAndSignInARow(menu: Locator) {
  const audit = menu.getByRole("link", { name: "Free Audit", exact: true });
  await expect(audit).toHaveAttribute("href", "/national-seo-audit");
  await expect(audit).not.toHaveCSS("background-color", TRANSPARENT);
  const filled = await menu
    .getByRole("link")
    .evaluateAll((links) =>
      links
        .filter((link) => getComputedStyle(link).backgroundColor !== "rgba(0, 0, 0, 0)")
        .map((link) => link.textContent?.trim()),
    );
  expect(filled, "the links drawn as filled buttons").toEqual(["Free Audit"]);
  const options = menu.getByRole("region", { name: "Login Options" });
  const signIn = options.getByRole("listitem").getByRole("link", { name: "Sign In", exact: true });
  await expect(signIn).toHaveAttribute("href", "/auth");
  await expect(signIn).toHaveCSS("background-color", TRANSPARENT);
  const look = (link: Locator) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.fontWeight, style.paddingLeft, style.color];
    });
  expect(await look(signIn), "Sign In looks as the other rows do").toEqual(
    await look(options.getByRole("link", { name: "Admin Dashboard" })),
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the disclosures open on a click: the phones' Menu, and on a desktop a mega-menu whose link navigates; no indicator shows", async ({
    page,
  }) => {
    await page.goto(PUBLIC_PAGE);

    await test.step("on a phone the Menu disclosure shows every top item and the login options", async () => {
      await expect(mainNav(page)).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      for (const item of topBarItems) {
        await expect(menu.getByRole("link", { name: item.label, exact: true }).first()).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Login Options" })).toBeVisible();
      await expectAuditFirstAndSignInARow(page.locator("details[open]"));
    });

    await page.setViewportSize({ width: 1280, height: 720 });

    await test.step("no navigation indicator shows", async () => {
      await expect(indicator(page)).toHaveCSS("opacity", "0");
      await expect(page.locator("[data-navigation-status]").filter({ hasText: "Loading..." })).toHaveCount(0);
    });

    await test.step("a mega-menu opens on a click and shows its panel", async () => {
      await summaryOf(page, "Services").click();
      await expect(menuOf(page, "Services")).toHaveAttribute("open", "");
      await expect(
        menuOf(page, "Services").getByRole("link", {
          name: "Services overview",
        }),
      ).toBeVisible();
      await summaryOf(page, "Services").click();
      await expect(menuOf(page, "Services")).not.toHaveAttribute("open", "");
    });

    await test.step("a click on the dimmed page under an open menu closes it, without JavaScript too", async () => {
      await summaryOf(page, "Services").click();
      await expect(menuOf(page, "Services")).toHaveAttribute("open", "");
      const { height } = page.viewportSize()!;
      await page.mouse.click(5, height - 5);
      await expect(menuOf(page, "Services")).not.toHaveAttribute("open", "");
    });

    await test.step("a menu's link navigates", async () => {
      await summaryOf(page, "Pricing").click();
      await menuOf(page, "Pricing").getByRole("link", { name: "Pricing overview" }).click();
      await expect(page).toHaveURL("/#pricing");
    });
  });
});

test("mega-menus with JavaScript: the keyboard, one menu at a time, a click outside the menu, choosing an item", async ({
  page,
}) => {
  await gotoHydrated(page, PUBLIC_PAGE);

  await test.step("Enter opens a menu, Tab reaches its links, Escape closes it and returns focus", async () => {
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

  await test.step("one menu at a time: opening Services closes Features; Services shows its cards and actions, and passes axe", async () => {
    await summaryOf(page, "Features").click();
    await expect(menuOf(page, "Features")).toHaveAttribute("open", "");
    await summaryOf(page, "Services").click();
    await expect(menuOf(page, "Features")).not.toHaveAttribute("open", "");
    const menu = menuOf(page, "Services");
    await expect(menu).toHaveAttribute("open", "");
    // Their addresses are the served markup's (tests/http/nav-top-bar.spec.ts); here they show.
    for (const name of [/^Local SEO Services/, "Free SEO Audit", "Case Studies", "Schedule Consultation"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    // The bar with its open menu; the rest of the page is scanned on its own (visual-system.spec.ts).
    await expectNoA11yViolations(page, "header");
  });

  await test.step("the page under an open menu is dimmed from the bar down; the page still scrolls under it, and a click on it closes the menu", async () => {
    await summaryOf(page, "Pricing").click();
    await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    const overlay = menuOf(page, "Pricing").locator("[data-menu-overlay]");
    await expect(overlay).toBeVisible();
    // The window's bottom left corner, below the panel: the dimmed page is what a click there meets.
    const { width, height } = page.viewportSize()!;
    const corner = { x: 5, y: height - 5 };
    const landsOn = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-menu-overlay]")),
      corner,
    );
    expect(landsOn, "the dimmed page covers the window below the panel").toBe(true);
    const box = (await overlay.boundingBox())!;
    // From where the panel starts (the bar's bottom, on its border) to the window's bottom, full width.
    const panel = (await menuOf(page, "Pricing").locator(":scope > div").boundingBox())!;
    expect({ top: box.y, left: box.x, width: box.width, reachesBottom: box.y + box.height >= height }).toEqual({
      top: panel.y,
      left: 0,
      width,
      reachesBottom: true,
    });
    const dim = await overlay.evaluate((element) => getComputedStyle(element).backgroundColor);
    // Black at 40 % (Chromium writes Tailwind's colour as oklab).
    expect(dim).toMatch(/^(oklab\(0 0 0 \/ 0\.4\)|rgba\(0, 0, 0, 0\.4\))$/);
    // The whole page, menu open, passes axe.
    await expectNoA11yViolations(page);
    // It appears at once, without motion, so there is nothing to hold back for reduced motion.
    expect(await overlay.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
    // Scrolling is not locked on a desktop: the wheel over the dimmed page scrolls it.
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(menuOf(page, "Pricing")).toHaveAttribute("open", "");
    // The click lands on the dimmed page itself, the bar now compact.
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-menu-overlay]")),
        corner,
      ),
    ).toBe(true);
    await page.mouse.click(corner.x, corner.y);
    await expect(menuOf(page, "Pricing")).not.toHaveAttribute("open", "");
    await expect(overlay).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step("choosing an item navigates, closes the menu and marks the item active", async () => {
    await summaryOf(page, "Features").click();
    await menuOf(page, "Features").getByRole("link", { name: "Features overview" }).click();
    await expect(page).toHaveURL("/#features");
    await expect(mainNav(page).locator("details[open]")).toHaveCount(0);
    await expect(summaryOf(page, "Features")).toHaveAttribute("data-current", "true");
  });
});

test.describe("mobile menu with JavaScript, on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** A quick horizontal swipe across the section panel, by the browser's own touch events. */
  async function swipe(page: Page, fromX: number, toX: number) {
    const box = (await page.getByRole("tabpanel").boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: x === undefined ? [] : [{ x, y }],
      });
    await touch("touchStart", fromX);
    for (const step of [0.25, 0.5, 0.75, 1]) await touch("touchMove", fromX + (toX - fromX) * step);
    await touch("touchEnd");
    await cdp.detach();
  }

  test("opens full screen on its five sections, which its buttons and a swipe change, wrapping; closes on Escape and on any item", async ({
    page,
  }) => {
    await gotoHydrated(page, "/book-demo");
    const button = page.getByRole("button", { name: "Menu" });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    const selected = dialog.getByRole("tab", { selected: true });

    await test.step("opens with focus on its close button, on Quick Actions", async () => {
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
      await expect(dialog.getByRole("tab")).toHaveCount(5);
      await expect(dialog.getByRole("tab", { name: "Quick Actions" })).toHaveAttribute("aria-selected", "true");
      await expect(selected).toHaveAccessibleName("Quick Actions");
      await expect(dialog.getByRole("link", { name: /ROI Calculator/ })).toHaveAttribute("href", "/roi-calculator");
    });

    await test.step("its one primary button is the free audit; Sign In is a row among the login options", async () => {
      await expectAuditFirstAndSignInARow(dialog);
    });

    await test.step("Next changes the section, and the open menu passes axe", async () => {
      await dialog.getByRole("button", { name: /^Next/ }).click();
      await expect(dialog.getByRole("tab", { name: "Services" })).toHaveAttribute("aria-selected", "true");
      await expect(dialog.getByRole("tabpanel").getByRole("link", { name: /^Local SEO Services/ })).toBeVisible();
      await expectNoA11yViolations(page, '[role="dialog"][aria-label="Site menu"]');
    });

    await test.step("a swipe moves between the five sections, wrapping; a short one does not", async () => {
      await swipe(page, 330, 90);
      await expect(selected).toHaveAccessibleName("Features");
      await swipe(page, 90, 330);
      await expect(selected).toHaveAccessibleName("Services");
      await swipe(page, 90, 330);
      await expect(selected).toHaveAccessibleName("Quick Actions");
      await swipe(page, 90, 330);
      await expect(selected).toHaveAccessibleName("Websites");
      // 40 px is no swipe.
      await swipe(page, 200, 160);
      await expect(selected).toHaveAccessibleName("Websites");
      await swipe(page, 330, 90);
      await expect(selected).toHaveAccessibleName("Quick Actions");
    });

    await test.step("Escape closes it, back to its button", async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step("an item for the page already shown changes no route, and still closes the menu", async () => {
      await button.click();
      await expect(selected).toHaveAccessibleName("Quick Actions");
      await dialog
        .getByRole("tabpanel")
        .getByRole("link", { name: /Website Demo/ })
        .click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL("/book-demo");
    });

    await test.step("a followed link closes it", async () => {
      await button.click();
      await dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL("/#pricing");
      await expect(dialog).toBeHidden();
    });
  });
});

test("signed in, the account menu takes the login links' place and the bar still fits; its Log out signs the viewer out", async ({
  page,
}) => {
  // An account of its own, made by request: signing out must spoil no other test's session, and
  // logging the demo user in again would spend its sign-ins per minute.
  await signInByRequest(page.context().request, await apiAccount("menu-logout"));
  await gotoHydrated(page, PUBLIC_PAGE);

  await test.step("the account menu is in the bar, which does not overflow", async () => {
    await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
    const overflow = await page.locator("header > div").evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step("Log out signs the viewer out", async () => {
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/auth");
    await gotoHydrated(page, PUBLIC_PAGE);
    await expect(page.getByRole("button", { name: /Account menu for/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });
});

test("the bar turns compact once the page scrolls past 10 px (48 px of its 64 shown, content centred), moving nothing on the page", async ({
  page,
}) => {
  await gotoHydrated(page, PUBLIC_PAGE);
  // What a visitor sees of the bar is its surface (the bar moves, the surface's bottom tucks in).
  const surface = page.locator("[data-site-bar-surface]");
  const bottom = () => surface.evaluate((element) => Math.round(element.getBoundingClientRect().bottom));
  const logoMiddle = async () => {
    const box = (await page.getByRole("link", { name: "Rankwell home" }).boundingBox())!;
    return Math.round(box.y + box.height / 2);
  };
  expect(await bottom()).toBe(64);
  expect(await logoMiddle()).toBe(32);
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift" });
  });
  await page.evaluate(() => window.scrollTo(0, 5));
  await page.waitForTimeout(300);
  expect(await bottom(), "still full height at 5 px").toBe(64);
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect.poll(bottom).toBe(48);
  await expect.poll(logoMiddle).toBe(24);
  await expect(surface).toHaveClass(/bg-surface\/95/);
  // A menu opened on the compact bar: its panel and the dimmed page start at the bar's edge and
  // span the window, whatever moved the bar.
  await summaryOf(page, "Services").click();
  const menu = menuOf(page, "Services");
  await expect(menu).toHaveAttribute("open", "");
  const { width, height } = page.viewportSize()!;
  for (const part of [menu.locator(":scope > div"), menu.locator("[data-menu-overlay]")]) {
    const box = (await part.boundingBox())!;
    expect({ top: Math.round(box.y), left: box.x, width: box.width }).toEqual({ top: 48, left: 0, width });
  }
  expect(
    await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-menu-overlay]")), {
      x: width - 5,
      y: height - 5,
    }),
    "the dimmed page reaches the window's right edge",
  ).toBe(true);
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(bottom).toBe(64);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
