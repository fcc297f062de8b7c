/**
 * Lazy route discovery (docs/decisions/034): a document carries the routes it renders inline and
 * never downloads the whole route manifest; the browser learns other routes from `/__manifest`
 * as their links appear, and client-side navigation to them works as before.
 */
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/html";

test("a page loads no manifest file, learns the routes of its links, and navigates to them in place", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const discovery = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");

  const response = await page.goto("/about");
  expect(await response?.text()).toContain("window.__remixManifest = {");
  await waitForHydration(page);
  expect((await discovery).status()).toBe(200);
  expect(requested.filter((path) => /^\/build\/manifest-/.test(path))).toEqual([]);

  await page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
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
