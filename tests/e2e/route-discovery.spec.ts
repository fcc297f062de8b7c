/**
 * Lazy route discovery (docs/decisions/034, 038): a document carries the routes it renders inline
 * and never downloads the whole route manifest; the browser learns another route from
 * `/__manifest` once a link to it comes on screen (after the page is idle, never while it
 * hydrates), and client-side navigation to it works as before.
 */
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/html";

/** The paths a `/__manifest` request asks for. */
const askedFor = (url: string) => new URL(url).searchParams.getAll("p");

test("a page loads no manifest file and asks for the routes of the links on screen only, once idle", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const discovery = page.waitForRequest((request) => new URL(request.url()).pathname === "/__manifest");

  const response = await page.goto("/about");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("window.__remixManifest = {");
  expect(html, "server markup is sent without discovery marks").not.toContain("data-discover");
  await waitForHydration(page);

  const asked = askedFor((await discovery).url());
  const onScreen = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("[data-server-markup] a[href]")]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .map((link) => new URL(link.href).pathname),
  );
  expect(asked.length).toBeGreaterThan(0);
  for (const path of asked) expect(onScreen, `${path} was on screen`).toContain(path);
  // The footer's and the closed menus' links are off screen: not asked for.
  expect(asked).not.toContain("/privacy-policy");
  expect(asked).not.toContain("/services/rank-tracking");
  expect(requested.filter((path) => /^\/build\/manifest-/.test(path))).toEqual([]);
});

test("links that come on screen have their routes learned, and navigate in place", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const footer = page.locator("footer");
  const contact = footer.getByRole("link", { name: "Contact", exact: true });
  const learned = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/__manifest" && askedFor(response.url()).includes("/privacy-policy"),
  );
  await footer.getByRole("link", { name: "Privacy Policy" }).scrollIntoViewIfNeeded();
  expect((await learned).status()).toBe(200);
  await expect(contact).toHaveAttribute("data-discover", "true");

  await page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  await contact.click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { documentMark?: number }).documentMark), "no document load").toBe(1);
});
