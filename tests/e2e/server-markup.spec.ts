/**
 * Static content as server markup (docs/decisions/033): the footer, the mega-menus' panels and the
 * home page's sections are HTML the browser keeps as sent. With JavaScript their links still
 * navigate in the page, as a `<Link>` would; after a client-side navigation the new page's markup
 * arrives with its data; and the public frame's markup is there when it mounts after an account page.
 */
import { expect, test, type Page } from "./support/test";
import { DEMO_USER } from "./support/accounts";
import { signInToDashboard } from "./support/sessions";
import { waitForHydration } from "./support/html";

/** Marks the document: the mark survives client-side navigations and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
const documentMark = (page: Page) => page.evaluate(() => (window as { documentMark?: number }).documentMark);
const footerLink = (page: Page, name: string) => page.locator("footer").getByRole("link", { name, exact: true });

test("with JavaScript a footer link navigates in the page, and the new page's body arrives as markup", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  await footerLink(page, "About").click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Help Local Businesses Get Found");
  expect(await documentMark(page), "no document load").toBe(1);
  await expect(footerLink(page, "About")).toBeVisible();

  await page.goBack();
  await expect(page.locator("#pricing")).toBeVisible();
  await expect(page.locator("#explore-solutions")).toBeVisible();
  expect(await documentMark(page), "no document load").toBe(1);
});

test("the public frame's footer is drawn when a signed-in visitor leaves the account area", async ({ page }) => {
  await signInToDashboard(page, DEMO_USER);
  await waitForHydration(page);
  await expect(page.locator("footer")).toHaveCount(0);
  await markDocument(page);
  await page.getByRole("link", { name: "Rankwell home" }).first().click();
  await expect(page).toHaveURL("/");
  await expect(footerLink(page, "About")).toBeVisible();
  expect(await documentMark(page), "no document load").toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the markup is in the document and its links are plain links", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#explore-solutions")).toBeVisible();
    await footerLink(page, "About").click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Help Local Businesses Get Found");
  });
});
