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

/**
 * ADR 044: a document's markup crosses Remix's data as a token and is written from the server's
 * store, and every icon is a reference to the page's sprite. What a visitor gets must hold the
 * HTML, never a token, and every icon must find its outline, on a page served without JavaScript,
 * after hydration, and after a client navigation brings markup in its data.
 */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`markup and icons, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("no token is left in the page, and every icon's reference names an outline of the sprite", async ({
      page,
    }) => {
      const check = async (path: string) => {
        const found = await page.evaluate(() => ({
          html: document.documentElement.outerHTML.includes("\u0000markup:"),
          icons: [...document.querySelectorAll("use")].map((use) => use.getAttribute("href") ?? ""),
          missing: [...document.querySelectorAll("use")]
            .map((use) => use.getAttribute("href") ?? "")
            .filter((href) => !href.startsWith("#") || !document.getElementById(href.slice(1))?.matches("symbol")),
        }));
        expect(found.html, `${path}: a markup token in the page`).toBe(false);
        expect(found.icons.length, `${path}: icons drawn by reference`).toBeGreaterThan(10);
        expect(found.missing, `${path}: icons without an outline`).toEqual([]);
      };
      for (const path of ["/", "/tampa-seo-services", "/contact"]) {
        await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        await check(path);
      }
      if (javaScriptEnabled) {
        // A client navigation: the new page's markup comes in its data, written in place.
        await footerLink(page, "About").click();
        await expect(page).toHaveURL("/about");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Help Local Businesses Get Found");
        await check("/about after a client navigation");
      }
    });
  });
}
