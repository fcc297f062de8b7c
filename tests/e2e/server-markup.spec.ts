/**
 * Static content as server markup (docs/decisions/033, 044), with JavaScript: the footer's links
 * navigate in the page, as a `<Link>` would; after a client-side navigation the new page's markup
 * arrives with its data, holding HTML and never a token, and every icon finds its outline in the
 * sprite; the public frame's markup is there when it mounts after an account page. The same pages
 * as served (no token, every icon's outline, plain links) are read in tests/http/public-home.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { DEMO_USER } from "./support/accounts";
import { waitForHydration } from "./support/html";
import { signInContext } from "../../scripts/lib/page-types.mjs";

/** Marks the document: the mark survives client-side navigations and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
const documentMark = (page: Page) => page.evaluate(() => (window as { documentMark?: number }).documentMark);
const footerLink = (page: Page, name: string) => page.locator("footer").getByRole("link", { name, exact: true });

/** No markup token in the page, and every icon a reference to an outline of the page's sprite (ADR 044). */
async function checkMarkup(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    html: document.documentElement.outerHTML.includes("\u0000markup:"),
    icons: [...document.querySelectorAll("use")].map((use) => use.getAttribute("href") ?? ""),
    missing: [...document.querySelectorAll("use")]
      .map((use) => use.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("#") || !document.getElementById(href.slice(1))?.matches("symbol")),
  }));
  expect.soft(found.html, `${where}: a markup token in the page`).toBe(false);
  expect.soft(found.icons.length, `${where}: icons drawn by reference`).toBeGreaterThan(10);
  expect.soft(found.missing, `${where}: icons without an outline`).toEqual([]);
}

test("with JavaScript a footer link navigates in the page, its markup arrives whole, and Back returns in place", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await checkMarkup(page, "/ after hydration");
  await markDocument(page);
  await footerLink(page, "About").click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Help Local Businesses Get Found");
  expect.soft(await documentMark(page), "no document load to /about").toBe(1);
  await expect.soft(footerLink(page, "About"), "the footer after the navigation").toBeVisible();
  // A client navigation: the new page's markup comes in its data, written in place.
  await checkMarkup(page, "/about after a client navigation");

  await page.goBack();
  await expect.soft(page.locator("#pricing"), "Back: the pricing section").toBeVisible();
  await expect.soft(page.locator("#explore-solutions"), "Back: the solutions section").toBeVisible();
  expect.soft(await documentMark(page), "no document load on Back").toBe(1);
});

test("with JavaScript no token is left and every icon has its outline on a city page and on the contact page", async ({
  page,
}) => {
  for (const path of ["/tampa-seo-services", "/contact"]) {
    await page.goto(path);
    await waitForHydration(page);
    await checkMarkup(page, `${path} after hydration`);
  }
});

test("the public frame's footer is drawn when a signed-in visitor leaves the account area", async ({
  page,
  baseURL,
}) => {
  // Signed in by request (signing in is not what this test is about).
  expect(await signInContext(page.context(), baseURL, DEMO_USER), "signed in").toBe(true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard");
  await waitForHydration(page);
  await expect(page.locator("footer")).toHaveCount(0);
  await markDocument(page);
  await page.getByRole("link", { name: "Rankwell home" }).first().click();
  await expect(page).toHaveURL("/");
  await expect(footerLink(page, "About")).toBeVisible();
  expect(await documentMark(page), "no document load").toBe(1);
});
