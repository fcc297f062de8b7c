/**
 * Lazy route discovery (docs/decisions/034, 038): a document carries the routes it renders inline
 * and never downloads the whole route manifest; the browser learns another route from
 * `/__manifest` when a pointer or focus reaches a link to it, and client-side navigation to it
 * works as before.
 */
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/html";

test("a page loads no manifest file and asks for no routes while it hydrates", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  const response = await page.goto("/about");
  expect(await response?.text()).toContain("window.__remixManifest = {");
  await waitForHydration(page);
  // Remix would have asked at once, in hydration's effects, and again 100 ms after any change.
  await page.waitForTimeout(500);
  expect(requested.filter((path) => /^\/build\/manifest-/.test(path))).toEqual([]);
  expect(
    requested.filter((path) => path === "/__manifest"),
    "no discovery before the visitor reaches a link",
  ).toEqual([]);
  expect(await page.locator("a[data-discover]").count(), "server markup carries no discovery marks").toBe(0);
});

test("a link the pointer or focus reaches has its route learned, and navigates in place", async ({ page }) => {
  const discovered = (path: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/__manifest" && url.searchParams.getAll("p").includes(path);
    });
  await page.goto("/about");
  await waitForHydration(page);
  const footer = page.locator("footer");

  const byFocus = discovered("/case-studies");
  await footer.getByRole("link", { name: "Case Studies", exact: true }).focus();
  expect((await byFocus).status()).toBe(200);

  const contact = footer.getByRole("link", { name: "Contact", exact: true });
  const byPointer = discovered("/contact");
  await contact.hover();
  expect((await byPointer).status()).toBe(200);
  await expect(contact).toHaveAttribute("data-discover", "true");

  await page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  await contact.click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { documentMark?: number }).documentMark), "no document load").toBe(1);
});

test("the discovery endpoint answers reads only, and a stale build's request asks for a document load", async ({
  request,
}) => {
  const posted = await request.post("/__manifest?p=%2Fcontact&version=1", { form: { a: "1" } });
  expect(posted.status()).toBe(405);
  expect(posted.headers()["allow"]).toBe("GET, HEAD");
  const stale = await request.get("/__manifest?p=%2Fcontact&version=not-this-build");
  expect(stale.status()).toBe(204);
  expect(stale.headers()["x-remix-reload-document"]).toBe("true");
});
