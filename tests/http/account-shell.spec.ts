/**
 * The account frame as the server sends it (docs/product.md §2.11): the navigation's links are
 * plain links that mark the current page, the profile shows the viewer's own details, and a 403
 * keeps the viewer's own navigation. Its layout, axe and the phone's row: tests/e2e/account-shell.spec.ts.
 */
import { apiAccount, signInByRequest, type Account } from "../e2e/support/account-setup";
import { byRole, oneByLabel, oneByRole } from "./support/a11y";
import { expect, isRendered, served, test, textOf, type Served } from "./support/test";

const accountNav = (page: Served) => oneByRole(page.document, "navigation", { name: "Account", exact: true });
const current = (page: Served) =>
  [...accountNav(page).querySelectorAll('a[aria-current="page"]')].filter(isRendered).map(textOf);

// A user of these tests' own (one per worker), signed in by request in each test.
let account: Account;
test.beforeAll(async () => {
  account = await apiAccount("shell-http", "Sue Shell");
});

test("the account navigation is plain links: Profile opens the profile and is marked current", async ({ request }) => {
  await signInByRequest(request, account);
  const dashboard = await served(request, "/dashboard");
  expect(dashboard.status).toBe(200);
  expect(current(dashboard)).toEqual(["Dashboard"]);
  const profileLinks = byRole(accountNav(dashboard), "link", { name: "Profile", exact: true });
  expect(profileLinks.map((link) => link.getAttribute("href"))).toEqual(["/profile"]);

  const profile = await served(request, profileLinks[0]!.getAttribute("href")!);
  expect(profile.status).toBe(200);
  expect(current(profile)).toEqual(["Profile"]);
  expect([...profile.document.querySelectorAll("h1")].map(textOf)).toEqual(["Profile"]);
});

test("the profile shows the viewer's own details", async ({ request }) => {
  await signInByRequest(request, account);
  const profile = await served(request, "/profile");
  const details = oneByRole(profile.document, "region", { name: "Your Name", exact: true });
  const fullName = oneByLabel(profile.document, "Full name", { exact: true });
  expect(fullName.getAttribute("value")).toBe(account.name);
  expect(details.contains(fullName)).toBe(true);
  const texts = [...details.querySelectorAll("p")].filter(isRendered).map(textOf);
  expect(texts).toContain(account.email);
});

test("a 403 keeps the viewer's own navigation and offers the dashboard", async ({ request }) => {
  await signInByRequest(request, account);
  const forbidden = await served(request, "/admin/settings");
  expect(forbidden.status).toBe(403);
  expect([...forbidden.document.querySelectorAll("h1")].map(textOf)).toEqual(["403"]);
  expect([...accountNav(forbidden).querySelectorAll("a")].filter(isRendered).map(textOf)).toEqual([
    "Dashboard",
    "Profile",
  ]);
  const offer = byRole(forbidden.document, "link", { name: "Go to your dashboard", exact: true });
  expect(offer.map((link) => link.getAttribute("href"))).toEqual(["/dashboard"]);
  expect((await served(request, "/dashboard")).status).toBe(200);
});
