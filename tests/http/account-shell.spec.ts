/**
 * The account frame as the server sends it (docs/product.md §2.11): the navigation's links are
 * plain links that mark the current page, the profile shows the viewer's own details, and a 403
 * keeps the viewer's own navigation. Its layout, axe and the phone's row: tests/e2e/account-shell.spec.ts.
 */
import { apiAccount, signInByRequest, type Account } from "../e2e/support/account-setup";
import { field, labelled, links, open, type Answer } from "./support/account-forms";
import { expect, isRendered, test, textOf } from "./support/test";

const accountNav = (page: Answer) => labelled(page.document, "nav", "Account");
const current = (page: Answer) =>
  [...accountNav(page).querySelectorAll('a[aria-current="page"]')].filter(isRendered).map(textOf);

// A user of these tests' own (one per worker), signed in by request in each test.
let account: Account;
test.beforeAll(async () => {
  account = await apiAccount("shell-http", "Sue Shell");
});

test("the account navigation is plain links: Profile opens the profile and is marked current", async ({ request }) => {
  await signInByRequest(request, account);
  const dashboard = await open(request, "/dashboard");
  expect(dashboard.status).toBe(200);
  expect(current(dashboard)).toEqual(["Dashboard"]);
  const profileLinks = links(accountNav(dashboard), "Profile");
  expect(profileLinks.map((link) => link.getAttribute("href"))).toEqual(["/profile"]);

  const profile = await open(request, profileLinks[0]!.getAttribute("href")!);
  expect(profile.status).toBe(200);
  expect(current(profile)).toEqual(["Profile"]);
  expect([...profile.document.querySelectorAll("h1")].map(textOf)).toEqual(["Profile"]);
});

test("the profile shows the viewer's own details", async ({ request }) => {
  await signInByRequest(request, account);
  const profile = await open(request, "/profile");
  const details = labelled(profile.document, "section", "Your name");
  expect(field(profile.document, "Full name").getAttribute("value")).toBe(account.name);
  expect(details.contains(field(profile.document, "Full name"))).toBe(true);
  const texts = [...details.querySelectorAll("p")].filter(isRendered).map(textOf);
  expect(texts).toContain(account.email);
});

test("a 403 keeps the viewer's own navigation and offers the dashboard", async ({ request }) => {
  await signInByRequest(request, account);
  const forbidden = await open(request, "/admin/settings");
  expect(forbidden.status).toBe(403);
  expect([...forbidden.document.querySelectorAll("h1")].map(textOf)).toEqual(["403"]);
  expect([...accountNav(forbidden).querySelectorAll("a")].filter(isRendered).map(textOf)).toEqual([
    "Dashboard",
    "Profile",
  ]);
  const offer = links(forbidden.document, "Go to your dashboard");
  expect(offer.map((link) => link.getAttribute("href"))).toEqual(["/dashboard"]);
  expect((await open(request, "/dashboard")).status).toBe(200);
});
