/**
 * The account and admin frame (docs/product.md §2.11) as a browser draws it: the navigation's
 * size and stability, the phone layout, and axe in both themes on the sign-in, account, admin and
 * 404 pages. What the markup alone shows (plain links marking the current page, the profile's
 * details, the 403 inside the frame): tests/http/account-shell.spec.ts.
 *
 * The tests only read, so each account's session is made once per worker (by request, not through
 * the sign-in form) and lent from test to test (SharedSession): an admin and a user of the file's
 * own, and the demo user, whose seeded project some pages show.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO_USER } from "./support/accounts";
import { apiAccount, apiAdmin, SharedSession } from "./support/account-setup";
import { expectNoServerRenderedA11yViolations, type ColorScheme } from "./support/axe";
import { waitForHydration } from "./support/html";

const PHONE = { width: 390, height: 844 };
const accountNav = (page: Page) => page.getByRole("navigation", { name: "Account" });

const admin = new SharedSession(() => apiAdmin("shell-admin", "Ada Shell"), "/admin/settings");
const user = new SharedSession(() => apiAccount("shell-user", "Uma Shell"), "/profile");
const demoUser = new SharedSession(async () => DEMO_USER, `/project/c0000000-0000-4000-8000-000000000001`);

/** The session lent to the running test, handed back with its newest cookies when the test ends. */
let lent: SharedSession | undefined;

async function signInAs(session: SharedSession, page: Page) {
  lent = session;
  await session.enter(page.context());
}

test.afterEach(async ({ page }) => {
  await lent?.keep(page.context());
  lent = undefined;
});

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
    await signInAs(admin, page);
    for (const path of ["/dashboard", "/admin/leads"]) {
      await page.goto(path);
      const links = accountNav(page).getByRole("link");
      await expect(links).toHaveCount(8);
      for (const box of await boxes(links)) {
        expect.soft(box.height, `${box.text} on ${path}`).toBeGreaterThanOrEqual(44);
      }
      const logOut = await page.getByRole("button", { name: "Log out" }).boundingBox();
      expect.soft(logOut?.height, `Log out on ${path}`).toBeGreaterThanOrEqual(44);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect.soft(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });

  test("the current page's link is scrolled into view in the row", async ({ page }) => {
    await signInAs(admin, page);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const settings = accountNav(page).getByRole("link", { name: "Settings" });
    await expect(settings).toHaveAttribute("aria-current", "page");
    await expect(settings).toBeInViewport({ ratio: 1 });
  });
});

test.describe("the current item", () => {
  for (const [label, viewport, session] of [
    ["on a phone", PHONE, user],
    ["in the sidebar", { width: 1440, height: 900 }, admin],
  ] as const) {
    test(`does not move its neighbours when it changes (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(session, page);
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
});

/** Uma's Bakery, the demo user's seeded project. */
const SEEDED_PROJECT = "c0000000-0000-4000-8000-000000000001";

/** The seeded lead-form widget (light theme). */
const SEEDED_WIDGET = "b0000000-0000-4000-8000-000000000001";

test.describe("axe, light and dark", () => {
  const groups: Array<{ who: string; session: SharedSession | null; paths: string[]; phone?: boolean }> = [
    {
      who: "a visitor",
      session: null,
      paths: ["/auth", "/auth?mode=sign-up", "/auth?mode=forgot", "/no-such-page", `/widget-preview/${SEEDED_WIDGET}`],
    },
    {
      who: "a user",
      session: demoUser,
      paths: ["/dashboard", "/profile", `/project/${SEEDED_PROJECT}`, "/admin/leads"],
    },
    {
      who: "an admin",
      session: admin,
      // Every admin page, and the empty dashboard of the admin (who has no projects).
      paths: [
        "/admin/leads",
        "/admin/leads?status=lost&q=nobody-matches",
        "/admin/leads/7",
        "/admin/audits",
        "/admin/analytics?days=7",
        "/admin/analytics?days=90",
        "/admin/embeds",
        `/admin/embeds/${SEEDED_WIDGET}`,
        "/admin/settings",
        "/admin/launch",
        "/admin/proof/reviews",
        "/admin/proof/reviews/tampa",
        "/dashboard",
      ],
    },
    {
      who: "an admin on a phone",
      session: admin,
      // The pages whose layout changes most on a phone (tables that scroll, charts, stacked panels).
      paths: ["/admin/leads", "/admin/leads/7", "/admin/analytics?days=90", "/admin/settings", "/admin/launch"],
      phone: true,
    },
  ];
  // One test per page, one visit each: both themes are scanned in it (on a phone the layout
  // changes, not the colours: one theme is enough there).
  for (const group of groups) {
    const schemes: ColorScheme[] = group.phone ? ["light"] : ["light", "dark"];
    for (const path of group.paths) {
      test(`${path} as seen by ${group.who} passes WCAG 2.1 AA as served (${schemes.join(" and ")})`, async ({
        page,
      }) => {
        if (group.phone) await page.setViewportSize(PHONE);
        if (group.session) await signInAs(group.session, page);
        await expectNoServerRenderedA11yViolations(page, path, { colorSchemes: schemes });
      });
    }
  }
});
