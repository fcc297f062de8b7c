/**
 * The account and admin frame (docs/product.md §2.11): the navigation's size and stability, the
 * phone layout, the error screens inside it, and axe in both themes on the sign-in, account, admin
 * and 404 pages.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO_ADMIN, DEMO_USER } from "./support/accounts";
import { signInToDashboard } from "./support/sessions";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";

const PHONE = { width: 390, height: 844 };
const accountNav = (page: Page) => page.getByRole("navigation", { name: "Account" });

async function boxes(links: Locator) {
  return links.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: element.textContent, x, y, width, height };
    }),
  );
}

test.describe("account navigation on a phone", () => {
  test.use({ viewport: PHONE });

  test("every link, and Log out, is at least 44 px tall, and the page does not scroll sideways", async ({ page }) => {
    await signInToDashboard(page, DEMO_ADMIN);
    for (const path of ["/dashboard", "/admin/leads"]) {
      await page.goto(path);
      const links = accountNav(page).getByRole("link");
      await expect(links).toHaveCount(6);
      for (const box of await boxes(links)) expect(box.height, `${box.text} on ${path}`).toBeGreaterThanOrEqual(44);
      const logOut = await page.getByRole("button", { name: "Log out" }).boundingBox();
      expect(logOut?.height).toBeGreaterThanOrEqual(44);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("the current page's link is scrolled into view in the row", async ({ page }) => {
    await signInToDashboard(page, DEMO_ADMIN);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const settings = accountNav(page).getByRole("link", { name: "Settings" });
    await expect(settings).toHaveAttribute("aria-current", "page");
    await expect(settings).toBeInViewport({ ratio: 1 });
  });
});

test.describe("account navigation without JavaScript on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the row of links works as plain links", async ({ page }) => {
    await signInToDashboard(page, DEMO_USER);
    await accountNav(page).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(accountNav(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  });
});

test.describe("the current item", () => {
  for (const [label, viewport, account] of [
    ["on a phone", PHONE, DEMO_USER],
    ["in the sidebar", { width: 1440, height: 900 }, DEMO_ADMIN],
  ] as const) {
    test(`does not move its neighbours when it changes (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInToDashboard(page, account);
      // An admin lands on the inbox (ADR 048); both start from the dashboard here.
      await page.goto("/dashboard");
      const links = accountNav(page).getByRole("link");
      await expect(links.first()).toHaveAttribute("aria-current", "page");
      const onDashboard = await boxes(links);
      await page.goto("/profile");
      await expect(accountNav(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
      expect(await boxes(links)).toEqual(onDashboard);
    });
  }

  test("stays on Dashboard on a project's page", async ({ page }) => {
    await signInToDashboard(page, DEMO_USER);
    await page.goto(`/project/${SEEDED_PROJECT}`);
    await expect(page.getByRole("heading", { level: 1, name: "Uma's Bakery" })).toBeVisible();
    await expect(accountNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("account pages", () => {
  test("the profile shows the viewer's own details", async ({ page }) => {
    await signInToDashboard(page, DEMO_ADMIN);
    await page.goto("/profile");
    const details = page.getByRole("region", { name: "Your name" });
    await expect(details.getByLabel("Full name")).toHaveValue(DEMO_ADMIN.name);
    await expect(details.getByText(DEMO_ADMIN.email, { exact: true })).toBeVisible();
  });

  test("a 403 keeps the viewer's own navigation and offers the dashboard", async ({ page }) => {
    await signInToDashboard(page, DEMO_USER);
    const response = await page.goto("/admin/settings");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "403" })).toBeVisible();
    await expect(accountNav(page).getByRole("link")).toHaveText(["Dashboard", "Profile"]);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });
});

/** Uma's Bakery, the demo user's seeded project. */
const SEEDED_PROJECT = "c0000000-0000-4000-8000-000000000001";

/** The seeded lead-form widget (light theme). */
const SEEDED_WIDGET = "b0000000-0000-4000-8000-000000000001";

/** Every admin page, and the empty dashboard of the admin (who has no projects). */
const ADMIN_PAGES = [
  "/admin/leads",
  "/admin/leads?status=lost&q=nobody-matches",
  "/admin/leads/7",
  "/admin/audits",
  "/admin/analytics?days=7",
  "/admin/analytics?days=90",
  "/admin/embeds",
  `/admin/embeds/${SEEDED_WIDGET}`,
  "/admin/settings",
  "/dashboard",
];

test.describe("axe, light and dark", () => {
  const groups = [
    {
      who: "a visitor",
      account: null,
      paths: ["/auth", "/auth?mode=sign-up", "/no-such-page", `/widget-preview/${SEEDED_WIDGET}`],
    },
    {
      who: "a user",
      account: DEMO_USER,
      paths: ["/dashboard", "/profile", `/project/${SEEDED_PROJECT}`, "/admin/leads"],
    },
    { who: "an admin", account: DEMO_ADMIN, paths: ADMIN_PAGES },
    {
      who: "an admin, on a phone",
      account: DEMO_ADMIN,
      // The pages whose layout changes most on a phone (tables that scroll, charts, stacked panels).
      paths: ["/admin/leads", "/admin/leads/7", "/admin/analytics?days=90", "/admin/settings"],
      phone: true,
    },
  ];
  for (const colorScheme of ["light", "dark"] as const) {
    for (const group of groups) {
      // On a phone the layout changes, not the colours: one theme is enough there.
      if (group.phone && colorScheme === "dark") continue;
      test(`pages seen by ${group.who} pass WCAG 2.1 AA as served (${colorScheme})`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme });
        if (group.phone) await page.setViewportSize(PHONE);
        if (group.account) await signInToDashboard(page, group.account);
        for (const path of group.paths) await expectNoServerRenderedA11yViolations(page, path);
      });
    }
  }
});
