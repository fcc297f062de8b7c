/** Error screens as served: statuses, the not-found page, and no stack for a route that throws. */
import { expect, served, test, textOf } from "./support/test";

test.describe("error screens", () => {
  for (const path of ["/no-such-page", "/still/not/here"]) {
    test(`${path} answers 404 with the not-found page, unindexed`, async ({ request }) => {
      const { status, document } = await served(request, path);
      expect(status).toBe(404);
      expect([...document.querySelectorAll("h1")].map(textOf)).toEqual(["404"]);
      expect(textOf(document.body)).toContain("Oops! Page not found");
      const robots = [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute("content"));
      expect(robots).toEqual(["noindex,nofollow"]);
      const home = [...document.querySelectorAll("a")].find((link) => textOf(link) === "Return to Home");
      expect(home?.getAttribute("href")).toBe("/");
    });
  }

  test("a POST to an unknown path is a 404 too, not a 405 or 500", async ({ request }) => {
    const response = await request.post("/no-such-page", { form: { a: "b" } });
    expect(response.status()).toBe(404);
  });

  test("a route that throws shows the application error screen without a stack", async ({ request }) => {
    const { status, document, html } = await served(request, "/diagnostics/error");
    expect(status).toBe(500);
    expect([...document.querySelectorAll("h1, h2")].map(textOf)).toContain("Unexpected Application Error!");
    const text = textOf(document.body);
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    expect(html).not.toContain("Diagnostics route failed on purpose");
  });
});
